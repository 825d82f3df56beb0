import { academyPath } from "~/content/site";
import { authIntents } from "~/utils/forms/auth-fields";
import { passwordIntents } from "~/utils/forms/password-fields";
import { profileIntent } from "~/utils/forms/profile-fields";
import { securityIntents } from "~/utils/forms/security-fields";

/**
 * Every action of the site (each route with an `action` export, app/routes.ts), as the fuzz
 * posts to it: who posts (a visitor, the signed-in user, a payment provider), the page whose form
 * gives the field names and the honeypot of a valid submission, the intents it
 * knows, and the changes that make a body with a valid token invalid for sure (`breaks`), so that
 * nothing a fuzzed body does may be stored.
 */
type Who = "visitor" | "user" | "provider";

/** One change that makes a form invalid whatever else it holds: the field set to this value. */
type Break = [name: string, value: string];

export type Target = {
  name: string;
  /** Where the body is POSTed (its query included). */
  path: string;
  /** The page whose POST form (its action = `path`) is the valid baseline; none: `fields`. */
  page?: string;
  who: Who;
  /** How the action is authorised: posted from the site, a signed URL, or a provider's signature. */
  authority: "same-origin" | "signed-url" | "signature";
  /** The action reads the honeypot fields (assertNotSpam). */
  honeypot: boolean;
  /** Fields of a plausible body besides the honeypot (the page's form adds its own). */
  fields: [string, string][];
  /** Intents the action dispatches on (fuzz mixes them in). */
  intents: string[];
  /** Each one alone makes a body refused even when posted from the site. */
  breaks: Break[];
  /**
   * Only the cross-site defects: any body posted from the site is a valid submission for this
   * action (sign-out needs nothing else).
   */
  originAlwaysWrong?: boolean;
};

const badEmail: Break[] = [
  ["email", "not-an-email"],
  ["email", ""],
  ["email", "a@"],
  ["email", "@example.com"],
];

const unknownIntent: Break = ["intent", "no-such-intent"];

const lead = (name: string, path: string, fields: [string, string][]): Target => ({
  name,
  path,
  page: path,
  who: "visitor",
  authority: "same-origin",
  honeypot: true,
  fields,
  intents: [],
  breaks: badEmail,
});

const admin = (
  name: string,
  path: string,
  intents: string[],
  fields: [string, string][],
): Target => ({
  name,
  path,
  who: "user",
  authority: "same-origin",
  honeypot: false,
  fields,
  intents,
  // The signed-in user is not an admin: every POST is sent back to /admin, whatever it holds.
  breaks: [unknownIntent, ["intent", intents[0]!]],
});

export const targets: Target[] = [
  lead("contact", "/contact", [
    ["fullName", "Fuzz Visitor"],
    ["email", "fuzz@example.com"],
    ["telephone", "5555550123"],
    ["businessNeeds", "Other"],
    ["otherDescription", "fuzz"],
    ["comments", "hello"],
  ]),
  lead("newsletter", "/newsletter", [
    ["redirectTo", "/"],
    ["fullName", "Fuzz Visitor"],
    ["email", "fuzz@example.com"],
  ]),
  lead("chat", "/chat", [
    ["fullName", "Fuzz Visitor"],
    ["email", "fuzz@example.com"],
    ["message", "Do you write business plans?"],
  ]),
  lead("academy", academyPath, [
    ["firstName", "Fuzz"],
    ["lastName", "Visitor"],
    ["organization", "Fuzz Co"],
    ["email", "fuzz@example.com"],
    ["phone", "5555550123"],
    ["city", "Atlanta"],
  ]),
  {
    name: "auth sign-in",
    path: "/auth",
    page: "/auth",
    who: "visitor",
    authority: "same-origin",
    honeypot: true,
    fields: [
      ["intent", authIntents.signIn],
      ["returnTo", "/"],
      ["email", "fuzz-nobody@example.com"],
      ["password", "not-the-password"],
    ],
    intents: Object.values(authIntents),
    // No account has this address, so no password opens it; repeated, it meets the per-address
    // limit (429).
    breaks: [...badEmail, unknownIntent, ["email", "fuzz-nobody@example.com"]],
  },
  {
    name: "auth sign-up",
    path: "/auth?mode=signup",
    page: "/auth?mode=signup",
    who: "visitor",
    authority: "same-origin",
    honeypot: true,
    fields: [
      ["intent", authIntents.signUp],
      ["returnTo", "/"],
      ["fullName", "Fuzz Visitor"],
      ["businessName", "Fuzz Co"],
      ["telephone", "5555550123"],
      ["yearsInBusiness", "3"],
      ["whyBTE", "fuzz"],
      ["email", "fuzz@example.com"],
      ["password", "fuzz-Password-123!"],
    ],
    intents: Object.values(authIntents),
    breaks: [...badEmail, unknownIntent, ["password", ""]],
  },
  {
    name: "auth mfa",
    path: "/auth",
    who: "visitor",
    authority: "same-origin",
    honeypot: true,
    fields: [
      ["intent", authIntents.mfa],
      ["code", "123456"],
      ["factorId", "00000000-0000-0000-0000-000000000000"],
    ],
    intents: Object.values(authIntents),
    // A visitor owes no second factor: every code step is refused.
    breaks: [unknownIntent, ["intent", authIntents.mfa], ["intent", authIntents.recovery]],
  },
  {
    name: "auth forgot",
    path: "/auth/forgot",
    page: "/auth/forgot",
    who: "visitor",
    authority: "same-origin",
    honeypot: true,
    fields: [
      ["intent", passwordIntents.forgot],
      ["email", "fuzz@example.com"],
    ],
    intents: Object.values(passwordIntents),
    breaks: badEmail,
  },
  {
    name: "auth reset",
    path: "/auth/reset",
    who: "visitor",
    authority: "same-origin",
    honeypot: true,
    fields: [
      ["intent", passwordIntents.reset],
      ["token_hash", "0123456789abcdef"],
      ["password", "fuzz-Password-123!"],
      ["confirmPassword", "fuzz-Password-123!"],
    ],
    intents: Object.values(passwordIntents),
    // No reset link was opened: no grant, no token of the server's.
    breaks: [
      unknownIntent,
      ["intent", passwordIntents.reset],
      ["intent", passwordIntents.openLink],
    ],
  },
  {
    name: "auth confirm",
    path: "/auth/confirm?token_hash=0123456789abcdef&type=signup",
    page: "/auth/confirm?token_hash=0123456789abcdef&type=signup",
    who: "visitor",
    authority: "same-origin",
    honeypot: true,
    fields: [
      ["intent", "confirm"],
      ["token_hash", "0123456789abcdef"],
      ["type", "signup"],
      ["next", "/"],
    ],
    intents: ["confirm"],
    // No sign-up mailed this token.
    breaks: [
      ["token_hash", "fedcba9876543210"],
      ["type", "nonsense"],
    ],
  },
  {
    name: "auth sign-out",
    path: "/auth/sign-out",
    who: "user",
    authority: "same-origin",
    honeypot: false,
    fields: [],
    intents: [],
    breaks: [],
    originAlwaysWrong: true,
  },
  {
    name: "account",
    path: "/account",
    page: "/account",
    who: "user",
    authority: "same-origin",
    honeypot: false,
    fields: [
      ["intent", securityIntents.activate],
      ["factorId", "00000000-0000-0000-0000-000000000000"],
      ["code", "123456"],
      ["mailedCode", "12345678"],
    ],
    intents: [...Object.values(securityIntents), profileIntent],
    // Enrol and new recovery codes need nothing else: they are left to the cross-site defects.
    breaks: [
      unknownIntent,
      ["intent", securityIntents.activate],
      ["intent", securityIntents.remove],
      ["intent", securityIntents.cancel],
    ],
  },
  {
    name: "account password",
    path: "/account/password",
    page: "/account/password",
    who: "user",
    authority: "same-origin",
    honeypot: true,
    fields: [
      ["intent", passwordIntents.change],
      ["currentPassword", "not-the-password"],
      ["password", "fuzz-Password-123!"],
      ["confirmPassword", "fuzz-Password-123!"],
    ],
    intents: Object.values(passwordIntents),
    breaks: [
      unknownIntent,
      ["currentPassword", "not-the-password"],
      ["confirmPassword", "does-not-match"],
    ],
  },
  {
    name: "checkout",
    path: "/checkout?product=plan-funding",
    page: "/checkout?product=plan-funding",
    who: "user",
    authority: "same-origin",
    honeypot: true,
    fields: [
      ["intent", "card"],
      ["attempt", "6f1c8a55-3a4f-4f4e-9d0b-0a2b6a1f3c11"],
      ["sourceId", "cnon:card-nonce-ok"],
    ],
    intents: ["card", "paypal", "invoice"],
    breaks: [unknownIntent, ["attempt", "not-a-uuid"], ["attempt", ""]],
  },
  {
    name: "video library",
    path: "/video-library",
    page: "/video-library",
    who: "visitor",
    authority: "same-origin",
    honeypot: false,
    fields: [["videoId", "00000000-0000-0000-0000-000000000000"]],
    intents: [],
    breaks: [
      ["videoId", "00000000-0000-0000-0000-000000000000"],
      ["videoId", "not-a-video"],
    ],
  },
  {
    name: "sandbox paypal",
    path: "/sandbox/paypal?token=NO-SUCH-ORDER",
    who: "user",
    authority: "same-origin",
    honeypot: true,
    fields: [["intent", "approve"]],
    intents: ["approve", "cancel"],
    // No order has this token.
    breaks: [
      ["intent", "approve"],
      ["intent", "cancel"],
    ],
  },
  {
    name: "sandbox invoice",
    path: "/sandbox/invoice?id=NO-SUCH-INVOICE",
    who: "user",
    authority: "same-origin",
    honeypot: true,
    fields: [["intent", "pay"]],
    intents: ["pay"],
    breaks: [["intent", "pay"]],
  },
  {
    name: "newsletter unsubscribe",
    path: "/newsletter/unsubscribe?token=not-a-signed-token",
    who: "visitor",
    authority: "signed-url",
    honeypot: false,
    fields: [["List-Unsubscribe", "One-Click"]],
    intents: [],
    // The URL's token is not signed by the server: every body is refused.
    breaks: [["List-Unsubscribe", "One-Click"]],
  },
  admin("admin leads", "/admin/leads", ["handled", "open"], [["leadId", "1"]]),
  admin(
    "admin deliveries",
    "/admin/deliveries",
    ["retry", "retry-all"],
    [["deliveryId", "00000000-0000-0000-0000-000000000000"]],
  ),
  admin("admin subscribers", "/admin/subscribers", ["unsubscribe"], [["subscriberId", "1"]]),
  admin(
    "admin order",
    "/admin/order?id=00000000-0000-0000-0000-000000000000",
    ["note", "refund"],
    [["note", "fuzz"]],
  ),
  {
    name: "webhook square",
    path: "/webhooks/square",
    who: "provider",
    authority: "signature",
    honeypot: false,
    fields: [],
    intents: [],
    breaks: [],
  },
  {
    name: "webhook paypal",
    path: "/webhooks/paypal",
    who: "provider",
    authority: "signature",
    honeypot: false,
    fields: [],
    intents: [],
    breaks: [],
  },
];
