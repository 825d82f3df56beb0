import { founderPath, site } from "./site";
import { leadConsultant } from "./team";

export const consultationsPath = "/consultations";

export const consultationsAnchors = {
  mentorship: "mentorship",
  aiMatching: "ai-matching",
  premium: "premium-sessions",
  sessions: "one-on-one-consultations",
} as const;

export const consultationsJumpLinks = [
  { id: consultationsAnchors.mentorship, label: "Monthly Mentorship" },
  { id: consultationsAnchors.aiMatching, label: "AI Consultant Matching" },
  { id: consultationsAnchors.premium, label: "Premium Sessions" },
] as const;

export const consultationsHero = {
  eyebrow: "1:1 consultations and mentorship",
  title: "Expert Advice, One Conversation at a Time",
  lead: "Book a focused session with a consultant who has been where you are, get matched to the right expert in minutes, or keep a mentor in your corner every month.",
} as const;

export const consultationsHost = leadConsultant(consultationsPath);

export type MatchingStep = { title: string; text: string };

export const aiMatching = {
  title: "AI Strategy Consultant Matching",
  lead: "Not sure who to talk to? Our AI matching pairs your question with the consultant best placed to answer it, so no session is spent on the wrong expert.",
  steps: [
    {
      title: "Needs assessment",
      text: "Answer a few short questions about your business, your stage and the challenge in front of you.",
    },
    {
      title: "Service recommendation",
      text: "Our AI reads your answers and recommends the session length and the consultant that fit your goal.",
    },
    {
      title: "Booking link",
      text: "You receive a direct booking link to that consultant's calendar and pick a time that suits you.",
    },
    {
      title: "Follow-up email",
      text: "A follow-up email confirms your session and tells you what to bring so you get the most from it.",
    },
  ] satisfies readonly MatchingStep[],
} as const;

export const sessionsSection = {
  title: "One-on-One Consultations",
  lead: "Pick the time you need. Every session is a private video call with a consultant, booked on our scheduling page in a few clicks.",
} as const;

export const premiumSessions = {
  title: "Premium Sessions",
  text: `For the decisions that shape your next year, sit down with our founder and ${site.founder.title}, ${site.founder.firstName} ${site.founder.lastName}. Strategy Seats are private working sessions on growth, funding, systems and AI.`,
  linkLabel: "Schedule Premium Session",
  href: `${founderPath}#consultations`,
} as const;

export type MentorshipCategoryIcon =
  | "Target"
  | "Megaphone"
  | "Wallet"
  | "TrendingUp"
  | "HeartHandshake";

export type MentorshipCategory = {
  title: string;
  icon: MentorshipCategoryIcon;
  services: readonly string[];
};

/** The five categories are the spec's; the services under them are ours. */
export const mentorshipCategories: readonly MentorshipCategory[] = [
  {
    title: "Business Strategy & Planning",
    icon: "Target",
    services: [
      "Setting 90-day and annual goals",
      "Business plan and model reviews",
      "Pricing and offer design",
      "Choosing what to do next, and what to stop",
    ],
  },
  {
    title: "Marketing & Branding",
    icon: "Megaphone",
    services: [
      "Brand message and positioning",
      "Social media and content planning",
      "Website and landing page feedback",
      "Customer outreach and referral ideas",
    ],
  },
  {
    title: "Financial Management",
    icon: "Wallet",
    services: [
      "Reading your profit and loss statement",
      "Cash-flow planning and budgeting",
      "Preparing for loans and grants",
      "Setting up simple bookkeeping habits",
    ],
  },
  {
    title: "Business Growth & Development",
    icon: "TrendingUp",
    services: [
      "Systems, processes and automation",
      "Putting AI tools to work",
      "Hiring and delegating your first roles",
      "New products, services and markets",
    ],
  },
  {
    title: "Mindset & Support",
    icon: "HeartHandshake",
    services: [
      "Accountability check-ins",
      "Confidence for pitches and negotiations",
      "Balancing the business and your life",
      "Working through setbacks",
    ],
  },
];

export const mentorshipSection = {
  lead: "A consultant who knows your business, every month: one long session, answers by email in between, and a clear list of what to do next.",
  benefitsTitle: "Every month you get",
  categoriesTitle: "What we can work on together",
  categories: mentorshipCategories,
  actionLabel: "Get Started",
} as const;
