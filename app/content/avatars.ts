import { formatMoney } from "../utils/money";
import type { CatalogItem } from "./catalog/types";
import { site } from "./site";

// Booking URLs are placeholders the owner replaces with the real scheduling pages.

const booking = (slug: string) => `https://calendly.com/bteconsulting/${slug}`;

export const avatarsHero = {
  eyebrow: "AI avatars and assistants",
  title: "AI Avatars and Assistants That Work Around the Clock",
  lead: "Custom chatbots, GPTs, voice agents and lifelike video avatars trained on your business, so customers get fast, accurate answers and you get your time back.",
  consultationUrl: booking("ai-avatar-consultation"),
} as const;

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
} as const;

export function discoveryCallLabel(call: Pick<CatalogItem, "priceCents">): string {
  return `Book Discovery Call - ${formatMoney(call.priceCents)}`;
}
