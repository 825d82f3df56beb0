import { site } from "./site";

// The founder's name comes from `site`; the Strategy Seats' prices and links are the catalogue's.

const firstName = site.founder.firstName;
const fullName = `${site.founder.firstName} ${site.founder.lastName}`;

export const founderSections = [
  { id: "consultations", label: "Consultations" },
  { id: "speaking", label: "Speaking" },
  { id: "training", label: "Training" },
] as const;

export const founderIntro = {
  eyebrow: `Work with our founder and ${site.founder.title}`,
  title: `Work With ${firstName}`,
  lead: `Book a one-on-one Strategy Seat, bring ${firstName} to your stage, or train your team with a programme built for your people.`,
  name: fullName,
  role: `Founder and ${site.founder.title}, ${site.name}`,
  bio: [
    `${fullName} founded ${site.name} in Charlotte, North Carolina, to give entrepreneurs the kind of practical, straight-talking support that usually only well-funded companies can afford.`,
    `Over more than seven years, ${firstName} has helped over 500 owners write bank-ready business plans, win grants, build brands and put AI to work, and speaks to chambers, colleges, workforce boards and corporate teams about building businesses that last.`,
  ],
  image: { src: "/images/founder/portrait.svg", width: 480, height: 560 },
} as const;

export type StrategySeat = {
  id: string;
  /** How long the session is, as shown ("30 minutes"). */
  duration: string;
  minutes: 30 | 60;
  /** The catalogue's price in cents (`strategySeatItems`). */
  priceCents: number;
  description: string;
  perfectFor: readonly string[];
  youllReceive: readonly string[];
  /** Where the session is booked (an external scheduling page). */
  url: string;
};

export type StrategySeatDetails = Pick<
  StrategySeat,
  "duration" | "description" | "perfectFor" | "youllReceive"
>;

export const strategySeatDetails: Readonly<Record<StrategySeat["minutes"], StrategySeatDetails>> = {
  30: {
    duration: "30 minutes",
    description: `A focused working session with ${firstName} on the one question holding your business back right now.`,
    perfectFor: [
      "Owners facing one pressing decision",
      "A second opinion on pricing, an offer or a pitch",
      "Choosing the right AI tool or next step",
    ],
    youllReceive: [
      `A 30-minute video call with ${firstName}`,
      "Straight answers to your most important question",
      "A short written action list after the call",
    ],
  },
  60: {
    duration: "60 minutes",
    description: `A deep-dive strategy session to map your next stage of growth, from funding and systems to AI and marketing.`,
    perfectFor: [
      "Founders planning a launch or an expansion",
      "Reviewing a business plan or funding strategy",
      "Mapping AI and automation across the business",
    ],
    youllReceive: [
      `A 60-minute video call with ${firstName}`,
      "A review of your plan, deck or website before we meet",
      "A prioritised 90-day action plan",
      "A follow-up e-mail with resources and introductions",
    ],
  },
};

export type SpeakingTopic = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  keyTakeaways: readonly string[];
};

export const speakingTopics: readonly SpeakingTopic[] = [
  {
    id: "ai-for-main-street",
    title: "AI for Main Street",
    subtitle: "Practical automation for businesses without a tech team",
    description:
      "Artificial intelligence is no longer only for big companies. This talk shows, with live examples, how owners use everyday AI tools to answer customers, write marketing, keep the books and win back hours every week.",
    keyTakeaways: [
      "Five AI tools a small business can start using this week",
      "How to spot the tasks worth automating first",
      "Guardrails for customer data, accuracy and brand voice",
    ],
  },
  {
    id: "start-smart",
    title: "Start Smart",
    subtitle: "From idea to open for business in 90 days",
    description:
      "A step-by-step road map for aspiring entrepreneurs: testing the idea, choosing the right legal structure, setting up the money side and landing the first paying customers.",
    keyTakeaways: [
      "A 90-day launch checklist",
      "LLC, sole proprietor or non-profit: how to choose",
      "How to find and validate your first ten customers",
    ],
  },
  {
    id: "funding-without-the-guesswork",
    title: "Funding Without the Guesswork",
    subtitle: "Grants, loans and investors: which money fits your business",
    description:
      "Owners lose months chasing the wrong kind of money. This talk explains how grants, SBA loans, community lenders and investors each work, and how to prepare before you apply.",
    keyTakeaways: [
      "The funding ladder from micro-grants to equity",
      "What lenders and grant makers look for first",
      "Building a funding-ready document folder",
    ],
  },
  {
    id: "brand-like-you-mean-it",
    title: "Brand Like You Mean It",
    subtitle: "A brand customers remember on a small-business budget",
    description:
      "Branding is more than a logo. Learn how to define a clear promise, a consistent look and a voice that makes customers choose you over a cheaper competitor.",
    keyTakeaways: [
      "The three-sentence brand promise",
      "Building a one-page brand guide",
      "Turning happy customers into reviews and referrals",
    ],
  },
  {
    id: "the-bank-ready-business-plan",
    title: "The Bank-Ready Business Plan",
    subtitle: "Writing the plan lenders, investors and funders want to read",
    description:
      "A walk through the sections of an SBA-standard business plan, the financial projections behind it and the common mistakes that get applications declined.",
    keyTakeaways: [
      "The sections every lender expects",
      "Realistic projections without an accounting degree",
      "Red flags reviewers notice in the first five minutes",
    ],
  },
  {
    id: "systems-before-scale",
    title: "Systems Before Scale",
    subtitle: "Processes, tools and people that let a business grow without breaking",
    description:
      "Growth exposes every gap in a business. This talk shows how to document processes, choose a CRM, automate the routine and make the first hires with confidence.",
    keyTakeaways: [
      "Writing a business manual your team will use",
      "Choosing and rolling out a CRM",
      "When and how to make your first hire",
    ],
  },
  {
    id: "leading-through-change",
    title: "Leading Through Change",
    subtitle: "Helping teams adopt new technology with confidence",
    description:
      "New tools fail when people are left behind. Leaders learn how to introduce AI and new systems in a way that earns trust, builds skills and shows results quickly.",
    keyTakeaways: [
      "A simple change plan for technology roll-outs",
      "Addressing fears about AI and jobs honestly",
      "Measuring adoption and celebrating early wins",
    ],
  },
  {
    id: "nonprofit-sustainability",
    title: "Nonprofit Sustainability",
    subtitle: "Diversified funding and strong operations for mission-driven organisations",
    description:
      "For non-profit founders and boards: how to move beyond one funder, tell an impact story that wins grants and run the organisation like the business it is.",
    keyTakeaways: [
      "Building a diversified funding mix",
      "Writing outcome-based grant narratives",
      "Board, budget and compliance essentials",
    ],
  },
  {
    id: "your-digital-front-door",
    title: "Your Digital Front Door",
    subtitle: "Websites, reviews and social proof that turn searches into customers",
    description:
      "Most customers meet a business online first. This talk covers the website, Google Business Profile, reviews and social content that turn a search into a call.",
    keyTakeaways: [
      "The five things every small-business website needs",
      "Getting found in local search",
      "A weekly 30-minute online presence routine",
    ],
  },
];

export const EVENT_REVIEWS_MESSAGE = "Video testimonials coming soon...";

export type PartnershipOffering = {
  title: string;
  description: string;
  format: string;
  icon: "BrainCircuit" | "Rocket" | "Users" | "Handshake" | "Presentation" | "GraduationCap";
};

export const partnershipOfferings: readonly PartnershipOffering[] = [
  {
    title: "AI Readiness Workshops",
    description:
      "Hands-on sessions that show teams how to use AI tools safely and productively in their daily work.",
    format: "Half-day or full-day, on-site or virtual",
    icon: "BrainCircuit",
  },
  {
    title: "Entrepreneurship Bootcamps",
    description:
      "Multi-week cohorts for workforce programmes, colleges and community partners that take participants from idea to launch plan.",
    format: "4 to 8 weeks, cohorts of up to 30",
    icon: "Rocket",
  },
  {
    title: "Leadership & Change Training",
    description:
      "Practical training for managers leading teams through growth, reorganisation or new technology.",
    format: "Workshop series or a single keynote session",
    icon: "Users",
  },
  {
    title: "Supplier Development Programmes",
    description:
      "Capacity-building for the small and diverse suppliers in your pipeline: contracts, pricing, systems and bid readiness.",
    format: "Quarterly cohorts with one-on-one coaching",
    icon: "Handshake",
  },
  {
    title: "Lunch-and-Learn Series",
    description:
      "Monthly talks for employee resource groups and staff on side businesses, personal finance and AI at work.",
    format: "45–60 minutes, in person or streamed",
    icon: "Presentation",
  },
  {
    title: "Custom Curriculum & Train-the-Trainer",
    description:
      "Courses written for your organisation, with facilitator guides so your own staff can deliver them again and again.",
    format: "Designed with your team, licensed for reuse",
    icon: "GraduationCap",
  },
];
