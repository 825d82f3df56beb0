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

/** Sign-ups, orders and refunds are stored as leads too (for the owner's automations) but are not enquiries. */
export const enquiryKinds = [
  "contact",
  "newsletter",
  "academy",
  "chat",
] as const satisfies LeadKind[];
export type EnquiryKind = (typeof enquiryKinds)[number];
