/**
 * The price list of the spec (D2 §9, S-PRICES-*) as a table: each row names the catalogue items
 * it prices, the price in dollars, and the pages that show it. The unit test checks the
 * catalogue against it; the browser test checks every page.
 */
export type PriceRow = {
  /** The checklist ID in brackets, as test titles name it: "[S-PRICES-01]". */
  id: string;
  items: readonly string[];
  dollars: number;
  monthly?: boolean;
  /** Payment-plan text the card must show, where the spec gives one (to the cent: ADR 34). */
  plan?: string;
  pages: readonly string[];
};

const ai = "/book-now?category=ai";
const aiPage = "/ai-business-growth";
const build = "/build-studio";
const plans = "/business-plan";
const grants = "/grant-services";
const brand = "/b-the-brand";
const avatars = "/ai-avatars";

const row = (
  id: string,
  items: string | readonly string[],
  dollars: number,
  pages: readonly string[],
  extra: Partial<PriceRow> = {},
): PriceRow => ({
  id,
  items: typeof items === "string" ? [items] : items,
  dollars,
  pages,
  ...extra,
});

export const priceList: readonly PriceRow[] = [
  row("[S-PRICES-01]", "ai-content-creation", 200, [ai, aiPage]),
  row("[S-PRICES-02]", "ai-email-marketing", 175, [ai, aiPage]),
  row("[S-PRICES-03]", "ai-social-media", 150, [ai, aiPage]),
  row("[S-PRICES-04]", "ai-content-genius-pro", 1500, [ai], { plan: "4 payments of $375" }),
  row("[S-PRICES-05]", "ai-bookkeeping", 250, [ai, aiPage]),
  row("[S-PRICES-06]", "ai-tax-preparation", 200, [ai, aiPage]),
  row("[S-PRICES-07]", "ai-smart-finances", 2000, [ai]),
  row("[S-PRICES-08]", "ai-dashboard", 350, [ai, aiPage]),
  row("[S-PRICES-09]", "ai-predictive-analytics", 275, [ai, aiPage]),
  row("[S-PRICES-10]", "ai-enterprise-analytics", 2500, [ai]),
  row("[S-PRICES-11]", "ai-crm-data", 200, [ai, aiPage]),
  row("[S-PRICES-12]", "ai-customer-support", 175, [ai, aiPage]),
  row("[S-PRICES-13]", "ai-engagement", 150, [ai, aiPage]),
  row("[S-PRICES-14]", "ai-crm-mastery", 2000, [ai]),
  row("[S-PRICES-15]", "ai-task-automation", 225, [ai, aiPage]),
  row("[S-PRICES-16]", "ai-pm-organization", 175, [ai, aiPage]),
  row("[S-PRICES-17]", "ai-efficient-teams", 1800, [ai]),
  row("[S-PRICES-18]", "ai-marketing-consultation", 100, [aiPage]),
  row(
    "[S-PRICES-19]",
    [
      "ai-customer-consultation",
      "ai-accounting-consultation",
      "ai-project-management-consultation",
      "ai-data-analytics-consultation",
      "ai-lead-generation-consultation",
    ],
    150,
    [aiPage],
  ),
  row("[S-PRICES-20]", "ai-marketing-premium", 700, [aiPage]),
  row("[S-PRICES-21]", "ai-customer-premium", 700, [aiPage]),
  row("[S-PRICES-22]", "ai-accounting-premium", 650, [aiPage]),
  row("[S-PRICES-23]", "ai-project-management-premium", 600, [aiPage]),
  row("[S-PRICES-24]", "ai-data-analytics-premium", 800, [aiPage]),
  row("[S-PRICES-25]", "ai-lead-generation-premium", 800, [aiPage]),
  // 26: the services of the AI page carry the Book Now prices (rows 1–17 name both pages).
  row("[S-PRICES-27]", "ai-sms-campaigns", 200, [aiPage]),
  row("[S-PRICES-28]", "ai-social-prospecting", 450, [aiPage]),
  row("[S-PRICES-29]", "startup-hr-docs", 175, [build]),
  row("[S-PRICES-30]", "startup-llc-filing", 275, [build]),
  row("[S-PRICES-31]", "startup-hr-setup", 350, [build]),
  row("[S-PRICES-32]", "startup-nonprofit", 485, [build]),
  row("[S-PRICES-33]", "startup-starter", 999, [build]),
  row("[S-PRICES-34]", "startup-pro", 1500, [build]),
  row("[S-PRICES-35]", "startup-premium", 2500, [build], { plan: "4 equal payments of $625" }),
  row("[S-PRICES-36]", "startup-business-formation", 699, [build], {
    plan: "4 payments of $174.75",
  }),
  row("[S-PRICES-37]", "startup-social-media-starter", 199, [build], {
    plan: "4 payments of $49.75",
  }),
  row("[S-PRICES-38]", "startup-landing-page", 150, [build]),
  row("[S-PRICES-39]", "startup-full-website", 350, [build], { plan: "4 payments of $87.50" }),
  row("[S-PRICES-40]", "projections-1-year", 125, [plans]),
  row("[S-PRICES-41]", "projections-3-years", 275, [plans]),
  row("[S-PRICES-42]", "projections-5-years", 350, [plans]),
  row("[S-PRICES-43]", "plan-revamp", 200, [plans]),
  row("[S-PRICES-44]", "plan-organizational", 300, [plans]),
  row("[S-PRICES-45]", "plan-funding", 400, [plans]),
  row("[S-PRICES-46]", "plan-nonprofit", 400, [plans]),
  row("[S-PRICES-47]", "plan-real-estate", 400, [plans]),
  row("[S-PRICES-48]", "grant-research-3", 45, [grants]),
  row("[S-PRICES-49]", "grant-research-6", 85, [grants]),
  row("[S-PRICES-50]", "grant-research-10", 145, [grants]),
  row("[S-PRICES-51]", "grant-completion", 75, [grants]),
  row("[S-PRICES-52]", "brand-logo", 125, [brand]),
  row("[S-PRICES-53]", "brand-business-cards", 65, [brand]),
  row("[S-PRICES-54]", "brand-landing-page", 150, [brand]),
  row("[S-PRICES-55]", "brand-website", 350, [brand]),
  row("[S-PRICES-56]", "ai-chatbots", 1000, [avatars]),
  row("[S-PRICES-57]", "custom-ai-assistants", 1500, [avatars]),
  row("[S-PRICES-58]", "ai-voice-agents", 10000, [avatars]),
  row("[S-PRICES-59]", "generative-ai-avatars", 2500, [avatars]),
  row("[S-PRICES-60]", "ai-ongoing-support", 500, [avatars], { monthly: true }),
  row("[S-PRICES-61]", "training", 19, ["/video-library"]),
];
