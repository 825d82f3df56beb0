import { founderPath, site } from "./site";

// Portraits and videos are placeholders the owner replaces with real ones.

type Portrait = { src: string; width: number; height: number };

type IntroVideoFile = {
  src: string;
  poster: string;
  captions: { src: string; srcLang: string; label: string };
  width: number;
  height: number;
};

const consultantRoleLinks = {
  "AI integration and automation": "/ai-business-growth",
  Branding: "/b-the-brand",
  "AI assistant and GPT creation": "/ai-avatars",
  "Business plans": "/business-plan",
  "Building businesses": "/build-studio",
  "Consultations and mentorship": "/consultations",
  "Grants, non-profit strategy and funding": "/grant-services",
} as const;

type ConsultantRole = keyof typeof consultantRoleLinks;
type ConsultantPath = (typeof consultantRoleLinks)[ConsultantRole];

export type Consultant = {
  /** Stable id; names the portrait and video files. */
  slug: string;
  name: string;
  role: ConsultantRole;
  /** The service page the consultant leads. */
  path: ConsultantPath;
  image: Portrait;
  /** A few words for the consultant introduction on the service page. */
  intro: string;
  video: IntroVideoFile;
};

const PORTRAIT_SIZE = 160;

function consultant(slug: string, name: string, role: ConsultantRole, intro: string): Consultant {
  return {
    slug,
    name,
    role,
    path: consultantRoleLinks[role],
    image: { src: `/images/team/${slug}.svg`, width: PORTRAIT_SIZE, height: PORTRAIT_SIZE },
    intro,
    video: {
      src: `/videos/team/${slug}.mp4`,
      poster: `/videos/team/${slug}-poster.webp`,
      captions: { src: `/videos/team/${slug}.en.vtt`, srcLang: "en", label: "English" },
      width: 640,
      height: 360,
    },
  };
}

export const consultants: readonly Consultant[] = [
  consultant(
    "andre-coleman",
    "Andre Coleman",
    "AI integration and automation",
    "I help owners hand the repetitive work to AI: customer replies, scheduling, follow-ups and reporting. We start with the tasks that eat your week and automate them with tools you can run yourself.",
  ),
  consultant(
    "simone-rivers",
    "Simone Rivers",
    "Branding",
    "Your brand is the promise customers remember. I design logos, business cards, landing pages and websites that look like the business you are becoming, not the one you started.",
  ),
  consultant(
    "priya-nair",
    "Priya Nair",
    "AI assistant and GPT creation",
    "I build custom GPTs and AI avatars trained on your own services and voice, so prospects get accurate answers and a friendly face around the clock.",
  ),
  consultant(
    "daniel-brooks",
    "Daniel Brooks",
    "Business plans",
    "I write SBA-standard business plans with financial projections lenders and investors trust, and I walk you through every number so you can defend it in the room.",
  ),
  consultant(
    "keisha-howard",
    "Keisha Howard",
    "Building businesses",
    "From the LLC filing to the bank account, the business manual and the first hire, I build the foundation with you step by step so nothing is missed.",
  ),
  consultant(
    "terrence-walker",
    "Terrence Walker",
    "Consultations and mentorship",
    "Bring me your toughest question. Each one-to-one session ends with a clear plan and the next three steps you can act on that same week.",
  ),
  consultant(
    "angela-price",
    "Angela Price",
    "Grants, non-profit strategy and funding",
    "I find the grants your organization qualifies for, write applications that tell your story with numbers, and set up the non-profit structure funders look for.",
  ),
];

export function consultantFor(path: string): Consultant | undefined {
  return consultants.find((c) => c.path === path);
}

export function leadConsultant(path: string): Consultant {
  const lead = consultantFor(path);
  if (!lead) throw new Error(`No consultant leads ${path} in team.ts`);
  return lead;
}

const founderName = `${site.founder.firstName} ${site.founder.lastName}`;

export const founder = {
  name: founderName,
  firstName: site.founder.firstName,
  title: site.founder.title,
  image: { src: "/images/team/founder.svg", width: PORTRAIT_SIZE, height: PORTRAIT_SIZE },
  biography: [
    `${founderName} founded ${site.name} in Charlotte, North Carolina, after years of helping friends and neighbors turn side hustles into registered, funded businesses. Today ${site.founder.firstName} leads a team that has guided more than 500 entrepreneurs, small businesses and non-profits from their first plan to steady growth.`,
    `As CEO, ${site.founder.firstName} pairs practical business fundamentals (plans, structure, funding and branding) with AI tools that give small teams the reach of much larger ones. ${site.founder.firstName} speaks regularly to chambers, workforce programs and founder groups, and trains corporate teams on putting AI to work responsibly.`,
  ],
  links: [
    { label: "Book a Strategy Seat", href: `${founderPath}#consultations`, icon: "CalendarCheck" },
    {
      label: `Invite ${site.founder.firstName} to Speak`,
      href: `${founderPath}#speaking`,
      icon: "Mic",
    },
    { label: "Corporate Training", href: `${founderPath}#training`, icon: "Presentation" },
  ],
} as const;
