import type { CatalogItem } from "./types";

export const brandingItems: readonly CatalogItem[] = [
  {
    id: "brand-logo",
    title: "Logo Design",
    description: "A logo that fits your business, delivered in every format you will need.",
    priceCents: 125_00,
    features: ["2 concepts", "3 revisions", "Files for print and web"],
    icon: "PenTool",
    kind: "service",
  },
  {
    id: "brand-business-cards",
    title: "Business Cards",
    description: "Business cards designed to match your brand and printed for you.",
    priceCents: 65_00,
    features: ["2 designs", "2 revisions", "100 printed cards"],
    icon: "IdCard",
    kind: "service",
  },
  {
    id: "brand-landing-page",
    title: "Landing Page",
    description: "A one-page site that presents your offer and turns visitors into leads.",
    priceCents: 150_00,
    features: ["Mobile-friendly design", "Lead capture form", "Domain connection"],
    icon: "Monitor",
    kind: "service",
  },
  {
    id: "brand-website",
    title: "Website Creation",
    description: "A complete website with your services, story, contact form and booking link.",
    priceCents: 350_00,
    features: ["Up to 5 pages", "Contact form and booking link", "Basic search engine set-up"],
    icon: "Globe",
    kind: "service",
    payInFour: true,
  },
];
