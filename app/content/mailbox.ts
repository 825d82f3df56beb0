import { external } from "./external";

export const mailboxOffer = {
  /** The discount code. */
  code: "BTE15",
  discountPercent: 15,
  /** The lowest monthly price, in US dollars. */
  priceFrom: 9.99,
  /** The partner's sign-up page (affiliate link, opens in a new tab). */
  url: external.virtualMailbox,
} as const;

export const discountText = `${mailboxOffer.discountPercent}%`;
export const priceFromText = `$${mailboxOffer.priceFrom.toFixed(2)}/month`;

export type MailboxStep = { title: string; description: string };

export const mailboxSteps: readonly MailboxStep[] = [
  {
    title: "Choose your address",
    description:
      "Pick a real street address in the city you want, from hundreds of locations, and select the plan that fits your mail volume.",
  },
  {
    title: "Apply your discount",
    description: `Enter the code ${mailboxOffer.code} at checkout to take ${mailboxOffer.discountPercent}% off, then complete the USPS Form 1583 online so your mail can be received for you.`,
  },
  {
    title: "Manage mail from anywhere",
    description:
      "Each letter and package is scanned as it arrives. Open, forward, shred or deposit it from your phone or computer.",
  },
];

export type MailboxBenefit = {
  title: string;
  description: string;
  icon: "MapPin" | "ShieldCheck" | "ScanLine" | "Package" | "Smartphone" | "Building2";
};

export const mailboxBenefits: readonly MailboxBenefit[] = [
  {
    title: "A professional business address",
    description:
      "Use a real street address, not a P.O. box, on your website, business cards and Google Business Profile.",
    icon: "Building2",
  },
  {
    title: "Keep your home address private",
    description:
      "Stop publishing where you live on public filings, invoices and marketing materials.",
    icon: "ShieldCheck",
  },
  {
    title: "Mail scanned on arrival",
    description:
      "See the envelope of every piece of mail online, and request a scan of the contents with one click.",
    icon: "ScanLine",
  },
  {
    title: "Packages received for you",
    description:
      "Parcels from every carrier are accepted and held securely, so you never miss a delivery.",
    icon: "Package",
  },
  {
    title: "Manage it from your phone",
    description:
      "Forward, shred, archive or deposit checks from an app wherever you and your business happen to be.",
    icon: "Smartphone",
  },
  {
    title: "Ready for registration",
    description:
      "Use the address to register your LLC, open a business bank account and meet state filing requirements where allowed.",
    icon: "MapPin",
  },
];
