import { chatLauncherLabel } from "./chat-launcher";
import { site } from "./site";

export const chatCopy = {
  /** The toggle's accessible name (its state is carried by aria-expanded). */
  launcherLabel: chatLauncherLabel,
  title: `${site.name} assistant`,
  greeting: `Hi! I'm the ${site.name} assistant. What would you like help with today: starting a business, branding, AI tools or funding?`,
  /** Before the answers found in the FAQ and the services. */
  found: "Here is what I found:",
  /** When nothing in the FAQ or the services matches. */
  notFound: `I couldn't find that in our FAQ or services. Send this to the team and a person will reply by e-mail, or call us at ${site.phone.display}.`,
  readMore: "Read more",
  inputLabel: "Your message",
  inputPlaceholder: "Type your message…",
  send: "Send",
  close: "Close chat",
  logLabel: "Conversation",
  privacyNote:
    "Answers come from our FAQ and services. Nothing is sent to our team unless you choose “Send this to the team”.",
  sendToTeam: "Send this to the team",
  bookCall: "Book a $25 discovery call",
  contact: "Contact us",
  assistantName: "Assistant",
  userName: "You",
} as const;

export const chatTeamCopy = {
  title: "Send this to the team",
  intro: "A person reads it and replies to your e-mail within one business day.",
  fullName: "Full Name",
  email: "Email",
  message: "Your question",
  submit: "Send to the team",
  sending: "Sending...",
  cancel: "Cancel",
  /** The assistant's note in the conversation once it is sent. */
  sent: "Sent. Our team will reply to you by e-mail.",
} as const;

export const chatPage = {
  seo: {
    title: "Ask Our Assistant",
    description: `Ask a question about ${site.name}'s services, prices and how we work; answers come from our FAQ and services, and a person can follow up.`,
    keywords: ["questions", "FAQ", "small business help", "contact"],
  },
  hero: {
    eyebrow: "Assistant",
    title: "Ask a question",
    lead: "Answers from our FAQ and services straight away; send it to the team for a personal reply.",
  },
  questionLabel: "What would you like to know?",
  ask: "Ask",
  answersTitle: "Answers",
} as const;
