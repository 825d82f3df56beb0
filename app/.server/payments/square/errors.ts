import { ProviderUnavailable } from "../port";

export type SquareErrorDetail = {
  category?: string;
  code?: string;
  detail?: string;
  field?: string;
};

export class SquareHttpError extends Error {
  constructor(
    readonly call: string,
    readonly status: number,
    readonly errors: SquareErrorDetail[],
  ) {
    const codes = errors.map((e) => e.code).filter(Boolean);
    super(
      `Square answered ${call} with HTTP ${status}${codes.length ? `: ${codes.join(", ")}` : ""}`,
    );
    this.name = "SquareHttpError";
  }
}

/** Square may have acted. */
export class SquareNoAnswerError extends Error {
  constructor(
    readonly call: string,
    readonly timedOut: boolean,
    options: { cause: unknown },
  ) {
    super(
      timedOut
        ? `Square did not answer ${call} in time`
        : `Square could not be reached for ${call}`,
      options,
    );
    this.name = "SquareNoAnswerError";
  }
}

export type SquareRefusal = { status: number; category: string; code: string; detail: string };

export const squareUnavailable = (status: number) =>
  status === 408 || status === 429 || status >= 500;

export function squareRefusal(error: unknown, call: string): SquareRefusal {
  if (error instanceof SquareNoAnswerError) {
    throw new ProviderUnavailable(
      error.timedOut
        ? `Square did not answer ${call} in time`
        : `Square could not be reached for ${call}`,
      { cause: error },
    );
  }
  if (!(error instanceof SquareHttpError)) throw error;
  const status = error.status;
  // 401/403 mean the access token is wrong, revoked or lacks a permission: no buyer can fix it.
  if (status === 401 || status === 403) {
    throw new ProviderUnavailable(
      `Square refused the access token for ${call} (${status}): check SQUARE_ACCESS_TOKEN, its permissions and SQUARE_ENVIRONMENT`,
      { cause: error },
    );
  }
  if (squareUnavailable(status)) {
    throw new ProviderUnavailable(`Square failed ${call} (${status})`, { cause: error });
  }
  // Square may list several errors; a payment method error is the one that explains a decline.
  const chosen =
    error.errors.find((e) => e.category === "PAYMENT_METHOD_ERROR") ??
    error.errors.find((e) => e.code);
  if (!chosen?.code) {
    throw new ProviderUnavailable(`Square answered ${call} with ${status} and no error code`, {
      cause: error,
    });
  }
  return {
    status,
    category: String(chosen.category),
    code: chosen.code,
    detail: chosen.detail ?? "",
  };
}
