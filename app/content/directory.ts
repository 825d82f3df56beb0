import { external } from "./external";

export const directoryPath = "/blk-biz-link-support";
export const REQUIREMENT_PARAM = "requirement";

export type RequirementIcon =
  | "FileCheck2"
  | "Globe"
  | "Palette"
  | "Landmark"
  | "ShieldCheck"
  | "Star";

export type Requirement = {
  slug: string;
  title: string;
  description: string;
  icon: RequirementIcon;
  /** How the company helps with this requirement. */
  services: readonly string[];
  /** Why the directory and its visitors care. */
  why: string;
  /** What to have in place before applying. */
  checklist: readonly string[];
  /** The service page that covers it. */
  link: { to: string; label: string };
};

export const directoryHero = {
  eyebrow: "Business directory support",
  title: "Get Your Business Directory-Ready",
  lead: "A directory listing puts your business in front of customers who are actively looking to buy from businesses like yours. We make sure you meet every listing requirement, then help your listing stand out.",
  directoryUrl: external.businessDirectory,
  directoryLabel: "Visit the Business Directory",
} as const;

export const requirements: readonly Requirement[] = [
  {
    slug: "business-registration",
    title: "Business Registration",
    description:
      "A registered legal entity and an EIN show the directory, and the customers who find you there, that you are a real, accountable business.",
    icon: "FileCheck2",
    services: [
      "LLC, corporation and non-profit filing",
      "EIN application with the IRS",
      "Registered agent and business address set-up",
      "Annual report and renewal reminders",
    ],
    why: "Directories verify that every listed business legally exists. An active state registration and a federal EIN are usually the first things a reviewer checks, and the name on your listing must match the name on file.",
    checklist: [
      "An active registration with your Secretary of State",
      "A legal business name that matches your listing",
      "An Employer Identification Number (EIN)",
      "A physical or virtual business address",
    ],
    link: { to: "/build-studio", label: "See our start-up packages" },
  },
  {
    slug: "online-presence",
    title: "Online Presence",
    description:
      "Your listing sends customers somewhere. A clear website and consistent social profiles turn a click on your listing into a call, a visit or a sale.",
    icon: "Globe",
    services: [
      "Landing page or full website creation",
      "Google Business Profile set-up",
      "Social media profile clean-up",
      "Business e-mail on your own domain",
    ],
    why: "Most directory visitors check a business online before they reach out. A listing that links to a working website with current hours, services and contact details earns more trust and more clicks than a listing with nothing behind it.",
    checklist: [
      "A working website or landing page with your services",
      "At least one active, up-to-date social media profile",
      "The same name, phone and address on every channel",
      "A professional e-mail address",
    ],
    link: { to: "/b-the-brand", label: "Build your online presence with B The Brand" },
  },
  {
    slug: "professional-branding",
    title: "Professional Branding",
    description:
      "A clean logo, a consistent look and good photos make your listing recognisable and help you stand out next to competitors on the same page.",
    icon: "Palette",
    services: [
      "Logo design with revisions",
      "Brand colours and fonts",
      "Business card design and printing",
      "Listing photos and cover images",
    ],
    why: "Directory pages show many businesses side by side. A sharp logo, a short description in your own voice and real photos of your work are what make someone choose your listing over the next one.",
    checklist: [
      "A high-resolution logo on a transparent background",
      "A business description of two or three sentences",
      "Photos of your products, space or team",
      "Consistent colours and fonts across your materials",
    ],
    link: { to: "/b-the-brand", label: "Explore our branding services" },
  },
  {
    slug: "business-banking",
    title: "Business Banking",
    description:
      "A dedicated business bank account keeps your money separate, builds business credit and lets you take payments the way customers expect.",
    icon: "Landmark",
    services: [
      "Choosing the right business checking account",
      "Card and online payment set-up",
      "Bookkeeping system set-up",
      "Business credit foundations",
    ],
    why: "Listed businesses are expected to take payments professionally. A business account in your legal name protects your personal assets, makes tax time simpler and is often required by lenders, grant makers and payment partners.",
    checklist: [
      "A bank account in the business's legal name",
      "A way to accept card and online payments",
      "Books that keep business and personal spending apart",
      "A business plan ready for lenders if you need funding",
    ],
    link: { to: "/business-plan", label: "Get a bank-ready business plan" },
  },
  {
    slug: "licenses-insurance",
    title: "Licenses & Insurance",
    description:
      "The right local licenses, permits and insurance protect you and reassure customers that you operate by the book.",
    icon: "ShieldCheck",
    services: [
      "City and county license research",
      "Industry permit checklists",
      "Insurance coverage review and referrals",
      "A compliance calendar for renewals",
    ],
    why: "Requirements differ by city, county and trade, and a lapsed license can get a listing removed. We work out exactly what your business needs where it operates and keep the renewal dates in front of you.",
    checklist: [
      "A city or county business license where required",
      "Any state or trade licenses your work needs",
      "General liability insurance, and professional liability for services",
      "Current certificates ready to upload",
    ],
    link: { to: "/consultations", label: "Book a one-to-one consultation" },
  },
  {
    slug: "customer-reviews",
    title: "Customer Reviews",
    description:
      "Recent, genuine reviews are the strongest signal a listing can show. We help you ask for them, collect them and answer them well.",
    icon: "Star",
    services: [
      "Review request e-mails and text templates",
      "Google and social review set-up",
      "Reply scripts for positive and negative reviews",
      "Testimonials for your website and listing",
    ],
    why: "Shoppers trust businesses that other customers vouch for. A steady flow of honest reviews, each with a thoughtful reply, lifts your listing and shows you care about service.",
    checklist: [
      "At least three recent reviews from real customers",
      "A simple link customers can use to leave a review",
      "Replies to reviews, good and bad",
      "Two or three testimonials you have permission to share",
    ],
    link: { to: "/consultations", label: "Plan your review strategy with us" },
  },
];

export const directoryClosing = {
  title: "Ready to build a business that gets listed?",
  text: "Build Your Biz Studio takes you from idea to a registered, branded and bank-ready business, with every directory requirement covered along the way.",
  to: "/build-studio",
  label: "Explore Build Your Biz Studio",
} as const;

export function requirementAnchor(slug: string) {
  return `requirement-${slug}`;
}

export function requirementHref(slug?: string) {
  if (!slug) return `${directoryPath}#requirements`;
  return `${directoryPath}?${REQUIREMENT_PARAM}=${encodeURIComponent(slug)}#${requirementAnchor(slug)}`;
}

export function selectedRequirement(value: string | null | undefined): Requirement | undefined {
  return requirements.find((requirement) => requirement.slug === value);
}

export const directorySteps: readonly { title: string; text: string }[] = [
  {
    title: "Listing readiness review",
    text: "We check your business against each requirement below and give you a short, prioritised list of what is missing.",
  },
  {
    title: "Close the gaps",
    text: "We handle the filings, branding, website, banking and review set-up with you, or point you to the right partner.",
  },
  {
    title: "Apply and stand out",
    text: "We help you write a listing description, choose photos and submit, then keep your details and reviews current.",
  },
];
