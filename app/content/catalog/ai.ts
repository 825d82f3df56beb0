import type { CatalogIcon, CatalogItem } from "./types";

// Services and packages are bought in the site; each category's consultation is booked outside.

const booking = (slug: string) => `https://calendly.com/bteconsulting/${slug}`;

function service(
  id: string,
  title: string,
  dollars: number,
  icon: CatalogIcon,
  description: string,
  features: readonly string[],
): CatalogItem {
  return { id, title, description, priceCents: dollars * 100, features, icon, kind: "service" };
}

function aiPackage(
  id: string,
  title: string,
  dollars: number,
  icon: CatalogIcon,
  description: string,
  features: readonly string[],
  extra: Partial<CatalogItem> = {},
): CatalogItem {
  return {
    id,
    title,
    description,
    priceCents: dollars * 100,
    features,
    icon,
    kind: "package",
    ...extra,
  };
}

const aiContentCreation = service(
  "ai-content-creation",
  "AI Content Creation",
  200,
  "PenLine",
  "Blog posts, captions and newsletters drafted with AI in your brand voice and edited by a person.",
  ["8 blog posts or 30 social captions", "Brand voice guide for AI tools", "Editing by a marketer"],
);
const aiEmailMarketing = service(
  "ai-email-marketing",
  "AI Email Marketing",
  175,
  "Mail",
  "Welcome, nurture and win-back e-mail sequences written and scheduled with AI.",
  ["3 automated e-mail sequences", "Subject line testing", "Set up in your e-mail platform"],
);
const aiSocialMedia = service(
  "ai-social-media",
  "AI Social Media Management",
  150,
  "Share2",
  "A month of posts planned, written and scheduled with AI tools you keep using afterwards.",
  ["30-day content calendar", "Scheduling tool set-up", "Hashtag and timing research"],
);
const aiContentGeniusPro = aiPackage(
  "ai-content-genius-pro",
  "Content Genius Pro",
  1500,
  "Sparkles",
  "Content creation, e-mail marketing and social media together: a complete AI content engine.",
  ["Everything in content, e-mail and social", "90-day content plan", "Team training session"],
);
const aiBookkeeping = service(
  "ai-bookkeeping",
  "AI Bookkeeping Automation",
  250,
  "Calculator",
  "Bank feeds, receipt capture and categorisation automated so your books stay current.",
  ["Accounting software set-up", "Receipt capture automation", "Monthly reconciliation rules"],
);
export const aiTax = service(
  "ai-tax-preparation",
  "AI Tax Preparation Support",
  200,
  "Receipt",
  "Deductions tracked all year and tax documents organised with AI, ready for your accountant.",
  ["Deduction tracking workflow", "Quarterly estimate reminders", "Year-end document pack"],
);
const aiSmartFinances = aiPackage(
  "ai-smart-finances",
  "Smart Finances",
  2000,
  "Wallet",
  "Bookkeeping, tax preparation and cash-flow forecasting automated end to end.",
  ["Bookkeeping and tax automation", "Cash-flow forecast model", "Monthly finance review"],
);
const aiDashboard = service(
  "ai-dashboard",
  "AI Business Dashboard",
  350,
  "LayoutDashboard",
  "One dashboard of sales, marketing and cash, updated automatically from your tools.",
  ["Connects up to 5 data sources", "Key metrics chosen with you", "Weekly summary by e-mail"],
);
const aiPredictiveAnalytics = service(
  "ai-predictive-analytics",
  "Predictive Analytics",
  275,
  "TrendingUp",
  "Sales and demand forecasts from your own history, so you can plan stock, staff and spend.",
  ["12-month sales forecast", "Seasonality report", "Forecast refresh guide"],
);
const aiEnterpriseAnalytics = aiPackage(
  "ai-enterprise-analytics",
  "Enterprise Analytics",
  2500,
  "ChartPie",
  "Dashboards, forecasting and reporting automation for a growing business with many sources.",
  ["Dashboard and predictive analytics", "Automated monthly reports", "Data clean-up included"],
);
const aiCrmData = service(
  "ai-crm-data",
  "AI CRM Data Management",
  200,
  "Database",
  "Contacts cleaned, de-duplicated and enriched, with rules that keep your CRM tidy.",
  ["CRM clean-up and de-duplication", "Contact enrichment", "Lead scoring rules"],
);
const aiCustomerSupport = service(
  "ai-customer-support",
  "AI Customer Support",
  175,
  "Headset",
  "Answers to common questions drafted by AI, with smart routing to the right person.",
  ["Support reply templates", "Help desk automation", "Escalation rules"],
);
const aiEngagement = service(
  "ai-engagement",
  "AI Customer Engagement",
  150,
  "HeartHandshake",
  "Personalised follow-ups, review requests and loyalty messages sent at the right moment.",
  ["Review request automation", "Birthday and loyalty messages", "Follow-up sequences"],
);
const aiCrmMastery = aiPackage(
  "ai-crm-mastery",
  "CRM Mastery",
  2000,
  "Users",
  "CRM data, customer support and engagement automated as one customer system.",
  ["Everything in CRM, support and engagement", "Customer journey map", "Team training session"],
);
const aiTaskAutomation = service(
  "ai-task-automation",
  "AI Task Automation",
  225,
  "ListChecks",
  "Repetitive admin such as data entry, reminders and hand-offs automated between your apps.",
  ["5 automated workflows", "Zapier or Make set-up", "Documentation for your team"],
);
const aiPmOrganization = service(
  "ai-pm-organization",
  "AI Project Organization",
  175,
  "FolderKanban",
  "Your projects, tasks and deadlines organised in one workspace with AI summaries.",
  ["Project workspace set-up", "Templates for recurring work", "AI meeting summaries"],
);
const aiEfficientTeams = aiPackage(
  "ai-efficient-teams",
  "Efficient Teams",
  1800,
  "Briefcase",
  "Task automation and project organisation rolled out across your whole team.",
  ["Task automation and project set-up", "Team onboarding", "30 days of support"],
);
const aiSmsCampaigns = service(
  "ai-sms-campaigns",
  "AI SMS Campaigns",
  200,
  "MessageSquareText",
  "Text message campaigns written with AI that bring leads back and fill your calendar.",
  ["3 SMS campaigns", "Compliance-ready opt-in", "Keyword auto-replies"],
);
const aiSocialProspecting = service(
  "ai-social-prospecting",
  "AI Social Prospecting",
  450,
  "Target",
  "Ideal customers found and contacted on social platforms with AI-assisted outreach.",
  ["Ideal customer profile", "Outreach scripts", "100 qualified prospects a month"],
);

export const aiBookNowItems: readonly CatalogItem[] = [
  aiContentCreation,
  aiEmailMarketing,
  aiSocialMedia,
  aiContentGeniusPro,
  aiBookkeeping,
  aiTax,
  aiSmartFinances,
  aiDashboard,
  aiPredictiveAnalytics,
  aiEnterpriseAnalytics,
  aiCrmData,
  aiCustomerSupport,
  aiEngagement,
  aiCrmMastery,
  aiTaskAutomation,
  aiPmOrganization,
  aiEfficientTeams,
];

export type AiCategoryId =
  | "marketing"
  | "customer"
  | "accounting"
  | "project-management"
  | "data-analytics"
  | "lead-generation";

export type AiCategory = {
  id: AiCategoryId;
  title: string;
  icon: CatalogIcon;
  consultation: CatalogItem & { url: string };
  services: readonly CatalogItem[];
  premium: CatalogItem;
};

function consultation(category: AiCategoryId, title: string, dollars: number, topic: string) {
  return {
    id: `ai-${category}-consultation`,
    title,
    description: `A one-on-one session to find where AI saves you the most time and money in ${topic}.`,
    priceCents: dollars * 100,
    features: [],
    icon: "CalendarClock",
    kind: "session",
    url: booking(`ai-${category}-consultation`),
  } satisfies CatalogItem & { url: string };
}

function premium(
  category: AiCategoryId,
  title: string,
  dollars: number,
  description: string,
  features: readonly string[],
): CatalogItem {
  return aiPackage(`ai-${category}-premium`, title, dollars, "Crown", description, features, {
    isPremium: true,
  });
}

export const aiCategories: readonly AiCategory[] = [
  {
    id: "marketing",
    title: "AI Marketing",
    icon: "PenLine",
    consultation: consultation("marketing", "Marketing AI Consultation", 100, "marketing"),
    services: [aiContentCreation, aiEmailMarketing, aiSocialMedia],
    premium: premium(
      "marketing",
      "Marketing Premium Package",
      700,
      "Content, e-mail and social media automation set up together, with a launch plan.",
      ["All three marketing services", "30-day launch plan", "Priority support"],
    ),
  },
  {
    id: "customer",
    title: "AI Customer Experience",
    icon: "Headset",
    consultation: consultation(
      "customer",
      "Customer Experience AI Consultation",
      150,
      "customer service",
    ),
    services: [aiCrmData, aiCustomerSupport, aiEngagement],
    premium: premium(
      "customer",
      "Customer Experience Premium Package",
      700,
      "CRM clean-up, AI support replies and engagement automation in one rollout.",
      ["All three customer services", "Customer journey map", "Priority support"],
    ),
  },
  {
    id: "accounting",
    title: "AI Accounting",
    icon: "Calculator",
    consultation: consultation("accounting", "Accounting AI Consultation", 150, "your finances"),
    services: [aiBookkeeping, aiTax],
    premium: premium(
      "accounting",
      "Accounting Premium Package",
      650,
      "Bookkeeping and tax preparation automated together, with a monthly finance checklist.",
      ["Both accounting services", "Monthly finance checklist", "Priority support"],
    ),
  },
  {
    id: "project-management",
    title: "AI Project Management",
    icon: "FolderKanban",
    consultation: consultation(
      "project-management",
      "Project Management AI Consultation",
      150,
      "how your team plans and delivers work",
    ),
    services: [aiTaskAutomation, aiPmOrganization],
    premium: premium(
      "project-management",
      "Project Management Premium Package",
      600,
      "Task automation and an organised project workspace, rolled out with your team.",
      ["Both project services", "Team onboarding session", "Priority support"],
    ),
  },
  {
    id: "data-analytics",
    title: "AI Data Analytics",
    icon: "LayoutDashboard",
    consultation: consultation(
      "data-analytics",
      "Data Analytics AI Consultation",
      150,
      "your data",
    ),
    services: [aiDashboard, aiPredictiveAnalytics],
    premium: premium(
      "data-analytics",
      "Data Analytics Premium Package",
      800,
      "A live dashboard and forecasts from your own numbers, with a monthly review.",
      ["Both analytics services", "Monthly metrics review", "Priority support"],
    ),
  },
  {
    id: "lead-generation",
    title: "AI Lead Generation",
    icon: "Target",
    consultation: consultation(
      "lead-generation",
      "Lead Generation AI Consultation",
      150,
      "finding and winning customers",
    ),
    services: [aiSmsCampaigns, aiSocialProspecting],
    premium: premium(
      "lead-generation",
      "Lead Generation Premium Package",
      800,
      "SMS campaigns and social prospecting run together as one lead machine.",
      ["Both lead generation services", "Lead tracking sheet", "Priority support"],
    ),
  },
];
