// The home page's hero, in the page's first load; what the page shows below it is in ./home.ts,
// fetched after the page has hydrated (ADR 59).
export type Pillar = { title: string; summary: string; items: readonly string[] };

export const hero = {
  eyebrow: "Consulting for entrepreneurs, small businesses and non-profits",
  title: "Start smart. Scale fast. Get the support your business deserves.",
  lead: "Business plans, branding, AI tools and grant help from one team that has walked the road with more than 500 businesses.",
  image: { src: "/images/hero.svg", width: 600, height: 480 },
} as const;

export const pillars: readonly Pillar[] = [
  {
    title: "Start Smart",
    summary: "Lay the foundation right the first time.",
    items: [
      "Business plans",
      "Legal set-up for LLCs and non-profits",
      "Business manual creation",
      "Branding kits",
    ],
  },
  {
    title: "Scale Fast",
    summary: "Put modern tools to work so you can grow.",
    items: [
      "AI tools",
      "CRM and workflow automation",
      "HR and hiring support",
      "Sales funnel creation",
    ],
  },
  {
    title: "Get Support",
    summary: "Never build alone.",
    items: [
      "AI avatars and assistants",
      "Done-for-you services",
      "One-to-one strategy calls",
      "Back-office set-up",
    ],
  },
];
