import { academyPath, site } from "./site";

// The page's sentences are built from these numbers, so the page and the overview PDF agree.

export const academyFacts = {
  trainingHours: 72,
  programWeeks: [4, 8],
  cohortMonths: 2,
  cohortMaxPeople: 20,
  cohortChargedPeople: 15,
} as const;

function hoursPerWeek(weeks: number) {
  return academyFacts.trainingHours / weeks;
}

export const academyName = `${site.shortName} AI Academy`;

export const academyHero = {
  eyebrow: `AI training in ${site.address.city}, ${site.address.region}`,
  title: `${academyName}: Practical AI Skills for Work and Business`,
  lead: `${academyFacts.trainingHours} hours of hands-on training that prepares job seekers for today's workplace and helps business owners put AI to work from the first week.`,
} as const;

type ProgramIcon = "Briefcase" | "Rocket";
export type AcademyProgram = {
  slug: string;
  title: string;
  audience: string;
  description: string;
  icon: ProgramIcon;
  outcomes: readonly string[];
};

export const programs: readonly AcademyProgram[] = [
  {
    slug: "job-readiness",
    title: "AI for Job Readiness",
    audience: "Job seekers, career changers and workforce development programs",
    description:
      "Learn the AI skills employers now expect and use them to land the job: a stronger resume, sharper interviews and everyday tools that make you productive from day one.",
    icon: "Briefcase",
    outcomes: [
      "Write tailored resumes and cover letters with AI",
      "Practise interviews with AI role-play and feedback",
      "Use AI for e-mail, documents, spreadsheets and meetings",
      "Understand privacy and responsible AI at work",
      "Finish with a portfolio of AI-assisted work samples",
    ],
  },
  {
    slug: "business",
    title: "AI for Business",
    audience: "Entrepreneurs, small-business owners and non-profit teams",
    description:
      "Put AI to work across your business: marketing that writes itself, customer service that never sleeps and numbers you can finally read at a glance.",
    icon: "Rocket",
    outcomes: [
      "Create a month of marketing content in an afternoon",
      "Set up a chatbot or assistant for customer questions",
      "Use AI for bookkeeping summaries and simple forecasts",
      "Automate scheduling, follow-ups and repetitive tasks",
      "Leave with a 90-day AI adoption plan for your business",
    ],
  },
];

export const overviewModules: readonly { title: string; text: string }[] = [
  {
    title: "AI foundations",
    text: "What today's AI tools can and cannot do, how to write prompts that work, and how to check the answers you get.",
  },
  {
    title: "Everyday productivity",
    text: "Writing, research, spreadsheets, presentations and meetings, done faster with the tools you already have.",
  },
  {
    title: "Your track",
    text: "Job Readiness: resumes, interviews and workplace skills. Business: marketing, customer service, finances and automation.",
  },
  {
    title: "Capstone project",
    text: "A portfolio project or a working AI plan for your business, presented to your cohort for feedback.",
  },
];

export type Statistic = { number: string; label: string };

export const academyStats: readonly Statistic[] = [
  { number: String(academyFacts.trainingHours), label: "Hours of training" },
  { number: academyFacts.programWeeks.join(" or "), label: "Week program" },
  { number: `${academyFacts.cohortMonths}-month`, label: "Cohorts" },
  {
    number: `Up to ${academyFacts.cohortMaxPeople}`,
    label: `People per cohort, ${academyFacts.cohortChargedPeople} charged`,
  },
];

type BenefitIcon = "Laptop" | "Users" | "Sparkles" | "Award" | "Target" | "Handshake";
export type Benefit = { title: string; text: string; icon: BenefitIcon };

export const benefits: readonly Benefit[] = [
  {
    title: "Hands-on from the first session",
    text: "Every class is built around doing: you use the tools on real tasks instead of watching slides.",
    icon: "Laptop",
  },
  {
    title: "Small cohorts",
    text: `Never more than ${academyFacts.cohortMaxPeople} people, so every participant gets questions answered and work reviewed.`,
    icon: "Users",
  },
  {
    title: "Current, practical tools",
    text: "We teach the AI tools small businesses and employers actually use today, and update the material every cohort.",
    icon: "Sparkles",
  },
  {
    title: "Certificate of completion",
    text: `Finish the ${academyFacts.trainingHours} hours and your capstone to earn a certificate you can add to your resume and LinkedIn profile.`,
    icon: "Award",
  },
  {
    title: "Real-world projects",
    text: "Leave with work you can show: a portfolio for employers or tools already running in your business.",
    icon: "Target",
  },
  {
    title: "Support after graduation",
    text: "Alumni office hours and check-ins help you keep going with the job search or your AI plan.",
    icon: "Handshake",
  },
];

export type SuccessQuote = { text: string; author: string; detail: string; image: string };

export const successQuotes: readonly SuccessQuote[] = [
  {
    text: "I walked in nervous about AI and walked out with a resume that got me three interviews in two weeks. Practising interviews with AI gave me the confidence I was missing.",
    author: "Denise H.",
    detail: "AI for Job Readiness graduate, now an operations coordinator",
    image: "/images/academy/quote-denise.svg",
  },
  {
    text: "The business track paid for itself in the first month. I plan my marketing in an hour a week now, and my chatbot books appointments while I am with clients.",
    author: "Andrea L.",
    detail: "AI for Business graduate, owner of Bloom & Bark Pet Grooming",
    image: "/images/academy/quote-andrea.svg",
  },
  {
    text: "We sponsored a full cohort for our job seekers. The small group and practical projects meant every participant finished with skills employers were asking for.",
    author: "Kevin O.",
    detail: "Program director, Queen City Workforce Partners",
    image: "/images/academy/quote-kevin.svg",
  },
];

export const academyLocation = {
  city: site.address.city,
  region: site.address.region,
  text: `Cohorts meet in person in ${site.address.city}, North Carolina, in a classroom with laptops and Wi-Fi provided. Organizations in the ${site.address.city} region can also host a private cohort at their own site.`,
  image: { src: "/images/academy/charlotte.svg", width: 480, height: 320 },
} as const;

export const academyPricing = {
  title: "Pricing",
  highlight: `${academyFacts.cohortMaxPeople} seats for the price of ${academyFacts.cohortChargedPeople}`,
  text: [
    `Organizations enroll by cohort: each ${academyFacts.cohortMonths}-month cohort seats up to ${academyFacts.cohortMaxPeople} people and is charged for ${academyFacts.cohortChargedPeople}, so ${academyFacts.cohortMaxPeople - academyFacts.cohortChargedPeople} seats come at no extra cost.`,
    "Individuals can join an open cohort at a per-person rate. Request the program overview below, and we will send current tuition, sponsorship options and upcoming start dates.",
  ],
} as const;

export const interestSection = {
  id: "interest-form",
  title: "Get the Program Overview",
  text: "Complete the Program Interest Form with your name, organization, e-mail, phone and the city where you would like the training, and the program overview (PDF) downloads right away.",
  contactLead: "Prefer to talk to someone first?",
} as const;

export function scheduleSummary() {
  const [shortWeeks, longWeeks] = academyFacts.programWeeks;
  return `${academyFacts.trainingHours} hours of live, instructor-led training, taken as a ${shortWeeks}-week intensive (${hoursPerWeek(shortWeeks)} hours a week) or over ${longWeeks} weeks (${hoursPerWeek(longWeeks)} hours a week) within a ${academyFacts.cohortMonths}-month cohort.`;
}

export const academyOverviewPdf = {
  path: `${academyPath}/overview.pdf`,
  requestedPath: `${academyPath}/overview-requested`,
  filename: `${site.brandSegment}-ai-academy-overview.pdf`,
  title: `${academyName} Program Overview`,
  subject: `AI for Job Readiness and AI for Business: ${academyFacts.trainingHours} hours of hands-on AI training in ${site.address.city}, ${site.address.region}.`,
  /** The PDF is the overview, so it asks for the details the page says it gives on request. */
  pricingNote:
    "Individuals can join an open cohort at a per-person rate. For current tuition, sponsorship options and upcoming start dates, contact us: the details are below.",
  nextStepsTitle: "Next steps",
  downloadLabel: "Download the Program Overview (PDF)",
  nextStepsText: `Reserve seats, sponsor a cohort for your organization or ask about start dates: the ${site.name} team will answer within one business day.`,
} as const;

export const overviewRequestedPage = {
  title: "Your Program Overview Is Ready",
  lead: `Thank you! We received your request, and the ${site.name} team will be in touch about upcoming cohorts.`,
  description: `Download the ${academyName} program overview you requested.`,
  text: `The overview covers both programs, the ${academyFacts.trainingHours}-hour schedule, cohort pricing and how to enroll.`,
  backLabel: `Back to the ${academyName}`,
} as const;

export function academyCoursesJsonLd(siteUrl: string) {
  return programs.map((program) => ({
    "@context": "https://schema.org",
    "@type": "Course",
    name: program.title,
    description: program.description,
    provider: { "@type": "Organization", name: site.name, sameAs: `${siteUrl}/` },
    timeRequired: `PT${academyFacts.trainingHours}H`,
  }));
}
