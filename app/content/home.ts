// Images are placeholders the owner can replace.
import { site } from "./site";

export type Solution = {
  title: string;
  description: string;
  icon: "BrainCircuit" | "TrendingUp" | "Compass";
};
export type Statistic = { number: string; label: string };
export type Affiliate = { name: string; image: string };
export type Testimonial = { text: string; author: string; company: string; image: string };

export const solutions: readonly Solution[] = [
  {
    title: "AI Strategy",
    description:
      "Find the AI tools that save you hours every week and put them to work in your marketing, finances and operations.",
    icon: "BrainCircuit",
  },
  {
    title: "Business Growth",
    description:
      "From a bank-ready business plan to a brand customers remember, we build the pieces that help you grow.",
    icon: "TrendingUp",
  },
  {
    title: "Expert Guidance",
    description:
      "One-to-one consultations and mentorship with people who have started, funded and scaled businesses.",
    icon: "Compass",
  },
];

export const statistics: readonly Statistic[] = [
  { number: "7+", label: "Years of consulting" },
  { number: "500+", label: "Businesses transformed" },
  { number: "95%", label: "Success rate" },
  { number: "80+", label: "Industries served" },
];

export const successBand: readonly Statistic[] = [
  { number: "500+", label: "Businesses" },
  { number: "300%", label: "Average growth" },
  { number: "98%", label: "Satisfaction" },
  { number: "7+", label: "Years" },
];

const affiliateNames = [
  ["Small Business Network", "small-business-network"],
  ["Charlotte Chamber", "charlotte-chamber"],
  ["Women Founders Alliance", "women-founders-alliance"],
  ["SBA Partner Center", "sba-partner-center"],
  ["AI Innovators Guild", "ai-innovators-guild"],
  ["Minority Business Council", "minority-business-council"],
  ["Startup Carolina", "startup-carolina"],
  ["Nonprofit Leaders Forum", "nonprofit-leaders-forum"],
  ["Workforce Development Board", "workforce-development-board"],
] as const;

export const affiliates: readonly Affiliate[] = affiliateNames.map(([name, slug]) => ({
  name,
  image: `/images/affiliates/${slug}.svg`,
}));

export const testimonials: readonly Testimonial[] = [
  {
    text: "They delivered my business plan in 7 business days, and the bank approved my loan on the first try. I finally understood my own numbers.",
    author: "Tasha M.",
    company: "Sweet Spot Bakery",
    image: "/images/testimonials/client-1.svg",
  },
  {
    text: "The AI tools they set up answer my customers at midnight and book appointments while I sleep. It feels like I hired two people.",
    author: "Marcus J.",
    company: "Precision Auto Detailing",
    image: "/images/testimonials/client-2.svg",
  },
  {
    text: "Our non-profit went from an idea to a 501(c)(3) with a brand we are proud of and our first grant in hand.",
    author: "Dr. Renee W.",
    company: "Bright Futures Youth Alliance",
    image: "/images/testimonials/client-3.svg",
  },
  {
    text: "Clear advice, honest pricing and real follow-up. Every strategy call ends with steps I can act on that same week.",
    author: "Carlos R.",
    company: "Rivera Landscaping Co.",
    image: "/images/testimonials/client-4.svg",
  },
];

export const introVideo = {
  src: "/videos/intro.mp4",
  poster: "/videos/intro-poster.webp",
  captions: { src: "/videos/intro.en.vtt", srcLang: "en", label: "English" },
  title: `Welcome to ${site.name}`,
  width: 854,
  height: 480,
  welcome:
    "Welcome! We help entrepreneurs and small businesses start smart, scale fast and get support. Browse our services or book a $25 discovery call to talk with our team.",
} as const;
