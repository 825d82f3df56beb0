import type { CardSdk } from "../port";
import type { SquareConfig } from "./client";

/** The CSP must allow exactly these: an explicit short list rather than a wildcard. */
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

export function squareCardSdk(config: SquareConfig): CardSdk {
  const { scriptUrl, origins } = environments[config.environment];
  return {
    scriptUrl,
    applicationId: config.applicationId,
    locationId: config.locationId,
    origins: [...origins],
  };
}
