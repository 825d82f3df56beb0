import { leadConsultant } from "./team";


export const BUILD_STUDIO_PATH = "/build-studio";

export const PACKAGES_SECTION_ID = "packages";

export const buildStudioConsultant = leadConsultant(BUILD_STUDIO_PATH);

export const buildStudioSeo = {
  title: "Build Your Biz Studio: Start-Up Packages",
  description:
    "LLC filing, non-profit incorporation, HR set-up, websites and complete start-up packages for new businesses, with payment plans. Book a discovery call.",
  keywords: [
    "start a business",
    "LLC filing service",
    "non-profit incorporation",
    "start-up package",
    "business formation Charlotte NC",
  ],
} as const;

export const buildStudioHero = {
  eyebrow: "Build Your Biz Studio",
  title: "From Idea to Open for Business",
  lead: "Formation, HR, a website and a brand: start-up services and packages that build your business on the right foundation, step by step.",
} as const;

export const needHelp = {
  title: "Need Help Choosing?",
  text: "Not sure which package fits where you are today? Book a Discovery Call and we will map out your next steps together, before you buy anything.",
} as const;

export const packagesSection = {
  title: "Start-Up Services and Packages",
  lead: "Listed from the smallest first step to the complete launch. Where a card shows a payment plan, you can split the price into 4 payments.",
} as const;

export const buildStudioClosing = {
  title: "Ready to build your business?",
  text: "Pick the service you need today, or start with a Discovery Call and leave with a step-by-step plan for your launch.",
} as const;
