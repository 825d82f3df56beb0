import type { CardSdk } from "../port";
import type { SquareConfig } from "./client";

/**
 * Where Square's Web Payments SDK lives for each environment, and the hosts it frames its card
 * fields from and connects to: the checkout page's Content-Security-Policy must allow exactly
 * these (kept an explicit short list rather than a wildcard over Square's domains).
 */
const environments = {
  sandbox: {
    scriptUrl: "https://sandbox.web.squarecdn.com/v1/square.js",
    origins: [
      "https://sandbox.web.squarecdn.com",
      "https://pci-connect.squareupsandbox.com",
      "https://connect.squareupsandbox.com",
    ],
  },
  production: {
    scriptUrl: "https://web.squarecdn.com/v1/square.js",
    origins: [
      "https://web.squarecdn.com",
      "https://pci-connect.squareup.com",
      "https://connect.squareup.com",
    ],
  },
} as const;

/** The card form's SDK as the checkout page loads it for this Square account. */
export function squareCardSdk(config: SquareConfig): CardSdk {
  const { scriptUrl, origins } = environments[config.environment];
  return {
    scriptUrl,
    applicationId: config.applicationId,
    locationId: config.locationId,
    origins: [...origins],
  };
}
