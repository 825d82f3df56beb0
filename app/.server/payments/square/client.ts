import type { PaymentsConfig } from "~/.server/config";
import {
  SquareHttpError,
  SquareNoAnswerError,
  squareUnavailable,
  type SquareErrorDetail,
} from "./errors";

export type SquareConfig = NonNullable<PaymentsConfig["square"]>;

export type SquareClientOptions = {
  /** Safe: every call carries an idempotency key. */
  maxRetries?: number;
  timeoutSeconds?: number;
};

/** The version the `square` SDK 46.0.0 sent, which these shapes were written against. */
export const SQUARE_VERSION = "2026-09-16";

const baseUrls = {
  sandbox: "https://connect.squareupsandbox.com",
  production: "https://connect.squareup.com",
} as const;

/** The buyer waits on the page: a shorter wait and one retry report an unknown outcome sooner. */
const DEFAULT_TIMEOUT_SECONDS = 15;
const DEFAULT_MAX_RETRIES = 1;
const FIRST_RETRY_DELAY_MS = 1000;

export type SquareClient = {
  get<Answer>(path: string): Promise<Answer>;
  post<Answer>(path: string, body: object): Promise<Answer>;
};

/** Jitter, so clients failed together do not retry together. */
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
