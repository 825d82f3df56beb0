import { ProviderUnavailable } from "../port";

/** Not PayPal's SDK: it only talks to PayPal's own hosts (no local fake) and verifies no webhooks. */
export type PayPalClientOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  fetch: typeof fetch;
};

export type PayPalAnswer = { status: number; body: unknown };

export type PayPalClient = {
  request(
    method: "GET" | "POST",
    path: string,
    options?: { body?: string; headers?: Record<string, string> },
  ): Promise<PayPalAnswer>;
};

export class PayPalApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`${message} (HTTP ${status}${describe(body)})`);
    this.name = "PayPalApiError";
  }
}

export function paypalIssue(body: unknown): string | undefined {
  const details = (body as { details?: { issue?: unknown }[] } | null)?.details;
  const issue = Array.isArray(details) ? details[0]?.issue : undefined;
  return typeof issue === "string" ? issue : undefined;
}

function describe(body: unknown) {
  if (typeof body !== "object" || body === null) return "";
  const { name, error, debug_id: debugId } = body as Record<string, unknown>;
  const parts = [name ?? error, paypalIssue(body), debugId && `debug_id ${String(debugId)}`];
  const text = parts.filter(Boolean).map(String).join(", ");
  return text ? `: ${text}` : "";
}

const TOKEN_MARGIN_S = 60;

const isUnavailable = (status: number) => status >= 500 || status === 408 || status === 429;

export function createPayPalClient(options: PayPalClientOptions): PayPalClient {
  const base = options.baseUrl.replace(/\/+$/, "");
  // Called as a plain function: workerd's fetch throws "Illegal invocation" as another object's method.
  const { fetch: fetchFn } = options;
  let cached: { token: string; until: number } | undefined;
  // Calls that find no token share one token request instead of each asking for its own.
  let pending: Promise<string> | undefined;

  async function send(url: string, init: RequestInit): Promise<PayPalAnswer> {
    let response: Response;
    let text: string;
    try {
      response = await fetchFn(url, {
        ...init,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new ProviderUnavailable(
        timedOut
          ? `PayPal did not answer within ${options.timeoutMs} ms`
          : `PayPal could not be reached`,
        { cause: error },
      );
    }
    if (isUnavailable(response.status)) {
      throw new ProviderUnavailable(`PayPal answered HTTP ${response.status}`);
    }
    let body: unknown = text;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      // Not JSON (a proxy's error page): kept as text for the error message.
    }
    return { status: response.status, body };
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
    const answer = await send(`${base}/v1/oauth2/token`, {
      method: "POST",
      headers: {
        Authorization: `Basic ${basic}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: "grant_type=client_credentials",
    });
    const { access_token: token, expires_in: expiresIn } = (answer.body ?? {}) as {
      access_token?: unknown;
      expires_in?: unknown;
    };
    if (answer.status !== 200 || typeof token !== "string" || token === "") {
      throw new PayPalApiError(
        "PayPal refused the client credentials (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET)",
        answer.status,
        answer.body,
      );
    }
    const lifetimeS = typeof expiresIn === "number" ? expiresIn : 0;
    cached = { token, until: Date.now() + Math.max(0, lifetimeS - TOKEN_MARGIN_S) * 1000 };
    return token;
  }

  function token(): Promise<string> {
    if (cached && Date.now() < cached.until) return Promise.resolve(cached.token);
    pending ??= fetchToken().finally(() => {
      pending = undefined;
    });
    return pending;
  }

  return {
    async request(method, path, { body, headers } = {}) {
      const call = async (bearer: string) =>
        send(`${base}${path}`, {
          method,
          headers: {
            Authorization: `Bearer ${bearer}`,
            Accept: "application/json",
            ...(body !== undefined && { "Content-Type": "application/json" }),
            ...headers,
          },
          body,
        });
      const first = await token();
      const answer = await call(first);
      if (answer.status !== 401) return answer;
      // A 401 means the call was not processed, so retrying once with a new token is safe even for a capture.
      if (cached?.token === first) cached = undefined;
      const retried = await call(await token());
      if (retried.status === 401) {
        throw new PayPalApiError("PayPal refused a fresh access token", 401, retried.body);
      }
      return retried;
    },
  };
}
