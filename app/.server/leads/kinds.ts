/** What a lead is, and the name the owner's automations know each kind by. */
export const leadKinds = [
  "contact",
  "newsletter",
  "academy",
  "chat",
  "signup",
  "order",
  "refund",
] as const;
export type LeadKind = (typeof leadKinds)[number];

/** The `source` field the automation webhook receives (D1 §7). */
export const leadSources: Record<LeadKind, string> = {
  contact: "Contact Form",
  newsletter: "Newsletter Subscription",
  academy: "Academy Interest Form",
  chat: "Chat Assistant",
  signup: "Account Sign-up",
  order: "Order",
  refund: "Refund",
};

export function isLeadKind(value: string): value is LeadKind {
  return (leadKinds as readonly string[]).includes(value);
}
