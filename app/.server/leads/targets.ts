import type { LeadsConfig } from "../config";
import { inertName } from "../mail/inert-text";
import { leadSources, type LeadKind } from "./kinds";
import { formatLocalDateTime } from "~/utils/local-time";

export type TargetName =
  | "webhook"
  | "forwarder"
  | "email"
  | "receipt"
  | "welcome"
  | "refund"
  | "fulfilment";

export const targetsByKind: Record<LeadKind, readonly TargetName[]> = {
  contact: ["webhook", "forwarder", "email"],
  newsletter: ["webhook", "forwarder", "email", "welcome"],
  academy: ["forwarder", "email"],
  chat: ["webhook", "email"],
  signup: ["webhook", "email"],
  order: ["email", "receipt"],
  refund: ["refund"],
  fulfilment: ["fulfilment"],
};

export function isTargetConfigured(target: TargetName, config: LeadsConfig): boolean {
  if (target === "webhook") return config.webhookUrl !== undefined;
  if (target === "forwarder") return config.forwardUrl !== undefined;
  return true; // the mailer always works: SMTP when configured, `.eml` files otherwise
}

const orderFields = [
  "product",
  "amount",
  "method",
  "email",
  "orderNumber",
  "orderId",
  "provider",
  "providerRef",
] as const;

export const forwardedFields: Record<LeadKind, readonly string[]> = {
  contact: ["fullName", "email", "telephone", "businessNeeds", "otherDescription", "comments"],
  newsletter: ["fullName", "email"],
  academy: ["firstName", "lastName", "organization", "email", "phone", "city"],
  chat: ["fullName", "email", "message"],
  signup: ["fullName", "businessName", "email", "telephone", "yearsInBusiness", "whyBTE"],
  order: orderFields,
  refund: [...orderFields, "refundId"],
  fulfilment: [...orderFields, "fulfilmentLabel", "message"],
};

export type LeadForDelivery = {
  kind: LeadKind;
  fields: Record<string, unknown>;
  createdAt: Date;
};

function pick(fields: Record<string, unknown>, names: readonly string[]) {
  return Object.fromEntries(
    names.filter((n) => fields[n] !== undefined).map((n) => [n, fields[n]]),
  );
}

export function webhookBody(lead: LeadForDelivery) {
  return {
    ...pick(lead.fields, forwardedFields[lead.kind]),
    timestamp: lead.createdAt.toISOString(),
    source: leadSources[lead.kind],
  };
}

export function forwarderBody(lead: LeadForDelivery) {
  return pick(lead.fields, forwardedFields[lead.kind]);
}

const fieldLabels: Record<string, string> = {
  fullName: "Name",
  firstName: "First name",
  lastName: "Last name",
  organization: "Organization",
  businessName: "Business name",
  email: "E-mail",
  telephone: "Telephone",
  phone: "Phone",
  city: "City of service",
  businessNeeds: "Business needs",
  otherDescription: "Other needs",
  comments: "Comments",
  message: "Question",
  yearsInBusiness: "Years in business",
  whyBTE: "Why they chose us",
  product: "Service",
  amount: "Amount",
  method: "Paid by",
  orderNumber: "Order number",
  orderId: "Order id",
  provider: "Payment provider",
  providerRef: "Provider's reference",
  refundId: "Refund reference",
  fulfilmentLabel: "Order status",
};

const nameFields = new Set([
  "fullName",
  "firstName",
  "lastName",
  "businessName",
  "organization",
  "city",
  "product",
]);

const subjects: Record<LeadKind, (name: (field: string) => string) => string> = {
  contact: (n) => `New enquiry from ${n("fullName")}`,
  newsletter: (n) => `New newsletter subscriber: ${n("fullName")}`,
  academy: (n) => `Academy interest: ${n("firstName")} ${n("lastName")}`,
  chat: (n) => `Chat question from ${n("fullName")}`,
  signup: (n) => `New account: ${n("fullName")}`,
  order: (n) => `New order: ${n("product")}`,
  refund: (n) => `Refund: ${n("product")}`,
  fulfilment: (n) => `Order update: ${n("product")}`,
};

/** Names are typed by anyone, so they go as inert text (no link a mail client would follow). */
export function leadEmail(
  lead: LeadForDelivery,
  timeZone: string,
): { subject: string; text: string } {
  const name = (field: string) => inertName(String(lead.fields[field] ?? ""));
  const lines = forwardedFields[lead.kind]
    .filter((field) => lead.fields[field] !== undefined)
    .map((field) => {
      const value = lead.fields[field];
      const shown = nameFields.has(field)
        ? name(field)
        : Array.isArray(value)
          ? value.join(", ")
          : String(value);
      return `${fieldLabels[field] ?? field}: ${shown}`;
    });
  return {
    subject: subjects[lead.kind](name),
    text: [
      `${leadSources[lead.kind]}, received ${formatLocalDateTime(lead.createdAt, timeZone)}`,
      "",
      ...lines,
      "",
    ].join("\n"),
  };
}
