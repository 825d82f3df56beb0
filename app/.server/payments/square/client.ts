import { SquareClient, SquareEnvironment } from "square";
import type { PaymentsConfig } from "~/.server/config";

export type SquareConfig = NonNullable<PaymentsConfig["square"]>;

export type SquareClientOptions = {
  /** Retries of a 408, 429 or 5xx answer (safe: every call carries an idempotency key). */
  maxRetries?: number;
  /** How long one attempt may take before the outcome is reported unknown. */
  timeoutSeconds?: number;
};

/**
 * The buyer waits on the checkout page while the card is charged, so the SDK's defaults (60
 * seconds a try, two retries with back-off) would hold the page for minutes; a shorter wait and
 * one retry report an unknown outcome sooner, and the service repeats with the same key.
 */
const DEFAULT_TIMEOUT_SECONDS = 15;
const DEFAULT_MAX_RETRIES = 1;

/**
 * Square's client for the configured account. The environment is always set explicitly (the
 * SDK's own default is production); `apiUrl` (SQUARE_API_URL) wins over it when set.
 */
export function squareClient(config: SquareConfig, options: SquareClientOptions = {}) {
  const environment =
    config.environment === "production" ? SquareEnvironment.Production : SquareEnvironment.Sandbox;
  return new SquareClient({
    token: config.accessToken,
    environment,
    ...(config.apiUrl ? { baseUrl: config.apiUrl } : {}),
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    timeoutInSeconds: options.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
  });
}
