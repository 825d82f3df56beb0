import { external } from "./external";
import { site } from "./site";

/**
 * The AI avatars page (D2 §2): hero, the AI avatar creator's introduction, five service cards
 * whose "Get Started" opens an external booking page, and the $25 discovery call. Nothing on
 * this page opens the in-site payment dialog (S-AVATARS-07). Booking URLs are placeholders the
 * owner replaces with the real scheduling pages.
 */

export type AvatarServiceIcon = "MessageSquareText" | "Bot" | "Headset" | "Video" | "LifeBuoy";

export type AvatarService = {
  slug: string;
  title: string;
  description: string;
  icon: AvatarServiceIcon;
  features: readonly string[];
  /** Price in cents (D2 §9, AI assistant services). */
  priceCents: number;
  /** Shown after the price, e.g. "/month". */
  priceSuffix?: string;
  /** The external booking page "Get Started" opens in a new tab. */
  bookingUrl: string;
};

const booking = (slug: string) => `https://calendly.com/bteconsulting/${slug}`;

export const avatarsHero = {
  eyebrow: "AI avatars and assistants",
  title: "AI Avatars and Assistants That Work Around the Clock",
  lead: "Custom chatbots, GPTs, voice agents and lifelike video avatars trained on your business, so customers get fast, accurate answers and you get your time back.",
  consultationUrl: booking("ai-avatar-consultation"),
} as const;

/**
 * The AI avatar creator who introduces the page. Kept here for now with its own portrait; it can
 * later point at the "AI assistant and GPT creation" consultant of `team.ts` and their video.
 */
export const avatarCreator = {
  name: "Priya Nair",
  role: "AI avatar creator · AI assistant and GPT creation",
  image: { src: "/images/avatars/priya-nair.svg", width: 160, height: 160 },
  text: `I build custom GPTs, chatbots and AI avatars trained on your own services, prices and voice. At ${site.name} we start from the questions your customers ask most, then design an assistant that answers them accurately, books the next step and hands anything sensitive to a person.`,
  video: {
    src: "/videos/intro.mp4",
    poster: "/videos/intro-poster.webp",
    captions: { src: "/videos/intro.en.vtt", srcLang: "en", label: "English" },
    width: 854,
    height: 480,
  },
} as const;

export const avatarServices: readonly AvatarService[] = [
  {
    slug: "ai-chatbots",
    title: "AI Chatbots",
    description:
      "A website and social media chatbot trained on your services, prices and FAQs that answers visitors, captures leads and books appointments day and night.",
    icon: "MessageSquareText",
    features: [
      "Trained on your website, menus and policies",
      "Lead capture straight into your inbox or CRM",
      "Appointment booking with your calendar",
      "Hand-off to a person when needed",
    ],
    priceCents: 100_000,
    bookingUrl: booking("ai-chatbot-setup"),
  },
  {
    slug: "custom-ai-assistants",
    title: "Custom AI Assistants & GPTs",
    description:
      "A private assistant built on your documents and processes that helps your team draft proposals, answer policy questions and onboard new hires.",
    icon: "Bot",
    features: [
      "Built on your own files and procedures",
      "Custom instructions in your brand voice",
      "Prompts and playbooks for each role",
      "Team training session included",
    ],
    priceCents: 150_000,
    bookingUrl: booking("custom-ai-assistant"),
  },
  {
    slug: "ai-voice-agents",
    title: "AI Voice Agents",
    description:
      "A natural-sounding phone agent that answers every call, qualifies callers, books appointments and forwards urgent calls to your team.",
    icon: "Headset",
    features: [
      "Answers calls 24/7 with your script",
      "Books, reschedules and confirms appointments",
      "Call summaries sent after every call",
      "Live transfer for urgent or sensitive calls",
    ],
    priceCents: 1_000_000,
    bookingUrl: booking("ai-voice-agent"),
  },
  {
    slug: "generative-ai-avatars",
    title: "Generative AI Avatar Videos",
    description:
      "A lifelike digital presenter, modelled on you or a brand character, that turns scripts into on-brand videos for marketing, training and social media without a film crew.",
    icon: "Video",
    features: [
      "A custom avatar with your look and voice",
      "Scripts written for your audience",
      "Videos sized for web, email and social",
      "Captions and multiple languages on request",
    ],
    priceCents: 250_000,
    bookingUrl: booking("ai-avatar-video"),
  },
  {
    slug: "ongoing-support",
    title: "Ongoing Support & Optimization",
    description:
      "Monthly care for your assistants: new content, accuracy checks, performance reports and fixes, so they keep up as your business changes.",
    icon: "LifeBuoy",
    features: [
      "Monthly accuracy and conversation review",
      "Updates for new services, prices and hours",
      "Performance report with recommendations",
      "Priority help when something needs fixing",
    ],
    priceCents: 50_000,
    priceSuffix: "/month",
    bookingUrl: booking("ai-ongoing-support"),
  },
];

export const avatarSteps: readonly { title: string; text: string }[] = [
  {
    title: "Discovery call",
    text: "In 30 minutes we learn how customers reach you today and pick the assistant that saves you the most time.",
  },
  {
    title: "Build and train",
    text: "We write the knowledge base, design the conversations and test your assistant against real customer questions.",
  },
  {
    title: "Launch and improve",
    text: "We connect it to your website, phone or calendar, train your team and tune it with what customers actually ask.",
  },
];

export const discoveryCall = {
  title: "Not sure which assistant fits your business?",
  text: "Talk it through with our AI team on a short discovery call. You leave with a recommendation, a timeline and a clear quote.",
  label: "Book Discovery Call - $25",
  url: external.scheduling,
} as const;
