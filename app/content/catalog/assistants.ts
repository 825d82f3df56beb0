import type { CatalogItem } from "./types";

// "Get Started" opens an external booking page; the build is scoped on that call: no turnaround.

const booking = (slug: string) => `https://calendly.com/bteconsulting/${slug}`;

export const assistantServices: readonly (CatalogItem & { url: string })[] = [
  {
    id: "ai-chatbots",
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
    kind: "custom",
    url: booking("ai-chatbot-setup"),
  },
  {
    id: "custom-ai-assistants",
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
    kind: "custom",
    url: booking("custom-ai-assistant"),
  },
  {
    id: "ai-voice-agents",
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
    kind: "custom",
    url: booking("ai-voice-agent"),
  },
  {
    id: "generative-ai-avatars",
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
    kind: "custom",
    url: booking("ai-avatar-video"),
  },
  {
    id: "ai-ongoing-support",
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
    monthly: true,
    kind: "custom",
    url: booking("ai-ongoing-support"),
  },
];
