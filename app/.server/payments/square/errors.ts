import { SquareError, SquareTimeoutError } from "square";
import { ProviderUnavailable } from "../port";

/** Square said no to the request itself: a result for the caller, not an outage. */
export type SquareRefusal = { status: number; category: string; code: string; detail: string };

/**
 * Statuses where the outcome is unknown or the fault is not the request's: a timeout (408), rate
 * limiting (429) and Square's own failures (5xx). The service repeats these with the same key.
 */
const unavailable = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * Sorts a failed Square call: a refusal (a 4xx naming an error code, such as a card decline) is
 * returned; everything that leaves the outcome unknown or needs an operator throws
 * `ProviderUnavailable`. Anything that is not the SDK's error (a bug) is thrown unchanged.
 */
export function squareRefusal(error: unknown, call: string): SquareRefusal {
  if (error instanceof SquareTimeoutError) {
    throw new ProviderUnavailable(`Square did not answer ${call} in time`, { cause: error });
  }
  if (!(error instanceof SquareError)) throw error;
  const status = error.statusCode;
  // No status: the request never got an HTTP answer (DNS, refused connection, reset socket).
  if (status === undefined) {
    throw new ProviderUnavailable(`Square could not be reached for ${call}`, { cause: error });
  }
  // 401/403 mean the access token is wrong, revoked or lacks a permission: no buyer can fix it.
  if (status === 401 || status === 403) {
    throw new ProviderUnavailable(
      `Square refused the access token for ${call} (${status}): check SQUARE_ACCESS_TOKEN, its permissions and SQUARE_ENVIRONMENT`,
      { cause: error },
    );
  }
  if (unavailable(status)) {
    throw new ProviderUnavailable(`Square failed ${call} (${status})`, { cause: error });
  }
  const errors = error.errors ?? [];
  // Square may list several errors; a payment method error is the one that explains a decline.
  const chosen =
    errors.find((e) => e.category === "PAYMENT_METHOD_ERROR") ??
    errors.find((e) => e.code && e.code !== "Unknown");
  // A 4xx (fetch follows 3xx) that names no error code says nothing a caller could act on.
  if (!chosen?.code || chosen.code === "Unknown") {
    throw new ProviderUnavailable(`Square answered ${call} with ${status} and no error code`, {
      cause: error,
    });
  }
  return {
    status,
    category: String(chosen.category),
    code: String(chosen.code),
    detail: chosen.detail ?? "",
  };
}
