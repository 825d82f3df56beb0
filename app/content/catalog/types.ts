// Prices are integer cents: the server charges from these rows, never from a browser's price.

export type CatalogIcon =
  | "PenLine"
  | "Mail"
  | "Share2"
  | "Sparkles"
  | "Calculator"
  | "Receipt"
  | "Wallet"
  | "LayoutDashboard"
  | "TrendingUp"
  | "ChartPie"
  | "Database"
  | "Headset"
  | "HeartHandshake"
  | "Users"
  | "ListChecks"
  | "FolderKanban"
  | "MessageSquareText"
  | "Target"
  | "FileText"
  | "Building2"
  | "Briefcase"
  | "HandHeart"
  | "Rocket"
  | "Gem"
  | "Crown"
  | "Globe"
  | "Monitor"
  | "PenTool"
  | "IdCard"
  | "Search"
  | "FileCheck"
  | "BadgeDollarSign"
  | "LineChart"
  | "Home"
  | "RefreshCw"
  | "Clock"
  | "CalendarClock"
  | "GraduationCap"
  | "Bot"
  | "Video"
  | "LifeBuoy"
  | "Phone";

/** Decides the turnaround (`turnaroundText`); sessions, memberships and trainings have none. */
export type ItemKind =
  | "service"
  | "package"
  | "projection"
  | "plan-revamp"
  | "plan"
  | "grant"
  | "session"
  | "membership"
  | "training"
  | "custom";

export type CatalogItem = {
  /** Stable id: the products table's key and what checkout receives. Never reuse or rename. */
  id: string;
  title: string;
  description: string;
  priceCents: number;
  /** What the buyer gets; the turnaround line is added by `cardFeatures`. */
  features: readonly string[];
  icon: CatalogIcon;
  kind: ItemKind;
  /** Explicit payment-plan text; otherwise the rule of `paymentPlanText` decides. */
  paymentPlan?: string;
  /** External purchase or booking page, opened in a new tab. Without it: in-app checkout. */
  url?: string;
  /** Shown with a highlighted border (premium packages). */
  isPremium?: boolean;
  /** Flagged for paying in four. */
  payInFour?: boolean;
  /** Billed every month ("$125/month"). */
  monthly?: boolean;
  /** The owner's turnaround line ("" for none); otherwise the rule of `turnaroundText` decides. */
  turnaround?: string;
};
