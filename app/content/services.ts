import { founderPath, site } from "./site";
import { consultantFor } from "./team";

type ServiceIcon =
  | "Handshake"
  | "Palette"
  | "Bot"
  | "BrainCircuit"
  | "Hammer"
  | "MessagesSquare"
  | "FileText"
  | "HandCoins"
  | "Mailbox";

export type ServiceCard = {
  title: string;
  description: string;
  path: string;
  /** The consultant who leads the service, where there is one. */
  consultant?: string;
  icon: ServiceIcon;
};

function card(title: string, path: string, icon: ServiceIcon, description: string): ServiceCard {
  const lead = consultantFor(path);
  return { title, description, path, icon, ...(lead ? { consultant: lead.name } : {}) };
}

export const serviceCards: readonly ServiceCard[] = [
  card(
    `Work With ${site.founder.firstName}`,
    founderPath,
    "Handshake",
    `Strategy seats, keynote talks and corporate training with our founder and CEO, ${site.founder.firstName} ${site.founder.lastName}.`,
  ),
  card(
    "B The Brand",
    "/b-the-brand",
    "Palette",
    "Logos, business cards, landing pages and websites that make your business look as good as it is.",
  ),
  card(
    "AI Avatar and Assistant",
    "/ai-avatars",
    "Bot",
    "Custom GPTs and lifelike AI avatars that answer questions, qualify leads and present your services around the clock.",
  ),
  card(
    "AI for Business",
    "/ai-business-growth",
    "BrainCircuit",
    "AI tools and automation for marketing, customer service, accounting, projects, data and lead generation.",
  ),
  card(
    "Build Your Biz Studio",
    "/build-studio",
    "Hammer",
    "Start-up packages that take you from idea to a registered, banked and branded business, step by step.",
  ),
  card(
    "1:1 Consultations",
    "/consultations",
    "MessagesSquare",
    "Private strategy sessions that end with a clear plan, starting with a $25 discovery call.",
  ),
  card(
    "Business Plans",
    "/business-plan",
    "FileText",
    "SBA-standard business plans and 1, 3 or 5-year financial projections that lenders and investors trust.",
  ),
  card(
    "Grant Services",
    "/grant-services",
    "HandCoins",
    "Grant research and writing for small businesses and non-profits, with payment plans and a 7 business day turnaround.",
  ),
  card(
    "Virtual Mailbox",
    "/virtual-mailbox",
    "Mailbox",
    "A professional business address with mail scanning from our trusted partner, with 15% off for our clients.",
  ),
];

export type RelatedService = { title: string; description: string; path: string };

export const relatedServices: readonly RelatedService[] = [
  {
    title: "AI Business Growth",
    description:
      "Put AI to work in marketing, customer service and operations, with tools matched to your business.",
    path: "/ai-business-growth",
  },
  {
    title: "Business Plan Development",
    description:
      "A lender-ready, SBA-standard business plan with financial projections, delivered in days, not months.",
    path: "/business-plan",
  },
  {
    title: "B The Brand",
    description:
      "A brand customers remember: logo, business cards, landing page and website, designed together.",
    path: "/b-the-brand",
  },
  {
    title: "Build Studio",
    description:
      "Start-up packages that handle formation, banking, compliance and branding so you can open with confidence.",
    path: "/build-studio",
  },
  {
    title: "Consultations",
    description:
      "One-to-one strategy sessions with an experienced consultant, from a $25 discovery call upward.",
    path: "/consultations",
  },
  {
    title: "Grant Services",
    description:
      "Grant research and writing that finds funding you qualify for and tells your story with numbers.",
    path: "/grant-services",
  },
  {
    title: "AI Avatar Videos",
    description:
      "Lifelike AI avatar videos that introduce your business, explain your offers and speak for you online.",
    path: "/ai-avatars",
  },
];
