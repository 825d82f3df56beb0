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
  skipped: "Skipped (not configured)",
};
