/** What a lead is, and the name the owner's automations know each kind by. */
export const leadKinds = [
  "contact",
  "newsletter",
  "academy",
  "chat",
  "signup",
  "order",
  "refund",
  "fulfilment",
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
  fulfilment: "Order Update",
};

export function isLeadKind(value: string): value is LeadKind {
  return (leadKinds as readonly string[]).includes(value);
}

/**
 * What visitors sent through the site's forms: the dashboard's "new leads". Sign-ups, orders,
 * refunds and order updates are stored as leads too (so the owner's automations hear of them) but are not enquiries.
 */
export const enquiryKinds = [
  "contact",
  "newsletter",
  "academy",
  "chat",
] as const satisfies LeadKind[];
export type EnquiryKind = (typeof enquiryKinds)[number];
