import type { PaymentsConfig } from "~/.server/config";
import {
  SquareHttpError,
  SquareNoAnswerError,
  squareUnavailable,
  type SquareErrorDetail,
} from "./errors";

export type SquareConfig = NonNullable<PaymentsConfig["square"]>;

export type SquareClientOptions = {
  /** Retries of a 408, 429 or 5xx answer (safe: every call carries an idempotency key). */
  maxRetries?: number;
  /** How long one attempt may take before the outcome is reported unknown. */
  timeoutSeconds?: number;
};

/**
 * The API version the adapter's request and answer shapes are written against: the one the
 * `square` SDK 46.0.0 sent, which the adapter used before this client.
 */
export const SQUARE_VERSION = "2026-09-16";

const baseUrls = {
  sandbox: "https://connect.squareupsandbox.com",
  production: "https://connect.squareup.com",
} as const;

/**
 * The buyer waits on the checkout page while the card is charged, so a long wait (the SDK's 60
 * seconds a try, two retries with back-off) would hold the page for minutes; a shorter wait and
 * one retry report an unknown outcome sooner, and the service repeats with the same key.
 */
const DEFAULT_TIMEOUT_SECONDS = 15;
const DEFAULT_MAX_RETRIES = 1;
const FIRST_RETRY_DELAY_MS = 1000;

/** Square's REST API for one account: JSON in and out, bearer token, pinned version. */
export type SquareClient = {
  get<Answer>(path: string): Promise<Answer>;
  post<Answer>(path: string, body: object): Promise<Answer>;
};

/** 1 s, 2 s, 4 s… with ±10 % jitter, so clients failed together do not retry together. */
const retryDelayMs = (retry: number) =>
  FIRST_RETRY_DELAY_MS * 2 ** retry * (0.9 + Math.random() * 0.2);

function parse(text: string): unknown {
  try {
    return text === "" ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorsOf(body: unknown): SquareErrorDetail[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  return Array.isArray(errors) ? (errors as SquareErrorDetail[]) : [];
}

/**
 * Square's client for the configured account: `apiUrl` (SQUARE_API_URL) wins over the
 * environment's host when set. A 2xx answer's JSON is returned; anything else throws
 * `SquareHttpError` (any status, after retrying the ones that say "try again") or
 * `SquareNoAnswerError`, for `squareRefusal` to sort.
 */
export function squareClient(
  config: SquareConfig,
  options: SquareClientOptions = {},
): SquareClient {
  const base = (config.apiUrl ?? baseUrls[config.environment]).replace(/\/+$/, "");
  const timeoutMs = (options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;

  async function attempt(call: string, init: RequestInit, url: string) {
    try {
      const response = await fetch(url, {
        ...init,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      return { status: response.status, text: await response.text() };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new SquareNoAnswerError(call, timedOut, { cause: error });
    }
  }

  async function request<Answer>(method: "GET" | "POST", path: string, body?: object) {
    const call = `${method} ${path}`;
    const init: RequestInit = {
      method,
      headers: {
        Authorization: `Bearer ${config.accessToken}`,
        "Square-Version": SQUARE_VERSION,
        Accept: "application/json",
        ...(body !== undefined && { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    };
    let answer = await attempt(call, init, `${base}${path}`);
    for (let retry = 0; retry < maxRetries && squareUnavailable(answer.status); retry++) {
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(retry)));
      answer = await attempt(call, init, `${base}${path}`);
    }
    const parsed = parse(answer.text);
    if (answer.status < 200 || answer.status > 299 || parsed === undefined) {
      throw new SquareHttpError(call, answer.status, errorsOf(parsed));
    }
    return parsed as Answer;
  }

  return {
    get: <Answer>(path: string) => request<Answer>("GET", path),
    post: <Answer>(path: string, body: object) => request<Answer>("POST", path, body),
  };
}
