const labels: Record<string, string> = {
  fullName: "Full name",
  firstName: "First name",
  lastName: "Last name",
  email: "E-mail",
  telephone: "Phone",
  phone: "Phone",
  businessNeeds: "Business needs",
  otherDescription: "Other need",
  comments: "Comments",
  organization: "Organization",
  city: "City",
  businessName: "Business",
  yearsInBusiness: "Years in business",
  whyBTE: "Why they chose us",
  product: "Product",
  amount: "Amount",
  method: "Payment method",
  orderId: "Order id",
  provider: "Provider",
  providerRef: "Provider's reference",
  refundId: "Refund reference",
};

export function fieldLabel(name: string): string {
  const known = labels[name];
  if (known) return known;
  const words = name
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

export function fieldHref(name: string, value: string): string | null {
  if (name === "email" && /^[^\s@<>"]+@[^\s@<>"]+$/.test(value)) return `mailto:${value}`;
  if ((name === "telephone" || name === "phone") && /\d/.test(value)) {
    const dial = value.replace(/[^\d+]/g, "");
    return dial ? `tel:${dial}` : null;
  }
  return null;
}

export const deliveryStatusLabels: Record<string, string> = {
  pending: "Pending",
  done: "Delivered",
  dead: "Dead",
  skipped: "Not sent: not set up",
};

/** Where a lead goes, in the owner's words (the settings name them so too). */
const deliveryTargetLabels: Record<string, string> = {
  webhook: "Automation webhook",
  forwarder: "Lead forwarding",
  email: "E-mail to you",
  welcome: "Welcome e-mail",
  receipt: "Customer's receipt",
  refund: "Refund e-mail",
  fulfilment: "Order update e-mail",
};

export const targetLabel = (target: string) => deliveryTargetLabels[target] ?? target;

/** Who took the payment, in the owner's words. */
export const providerLabels: Record<string, string> = {
  offline: "Payment sandbox (no real money)",
  square: "Square",
  paypal: "PayPal",
};
