import { site } from "./site";

/**
 * Words of the floating chat assistant (D1 §2.3, §4). The chat is a local helper: nothing typed
 * into it leaves the browser, so its fixed reply points to the ways of reaching a person.
 */
export const chatCopy = {
  /** The toggle's accessible name (its state is carried by aria-expanded). */
  launcherLabel: "Chat with our assistant",
  title: `${site.name} assistant`,
  greeting: `Hi! I'm the ${site.name} assistant. What would you like help with today: starting a business, branding, AI tools or funding?`,
  reply: `Thanks for your message! I can't look into your question from this chat, so for a personal answer please book a $25 discovery call, call us at ${site.phone.display} or write to ${site.email}.`,
  inputLabel: "Your message",
  inputPlaceholder: "Type your message…",
  send: "Send",
  close: "Close chat",
  logLabel: "Conversation",
  privacyNote: "Messages stay in this browser; they are not sent to our team.",
  bookCall: "Book a $25 discovery call",
  contact: "Contact us",
  assistantName: "Assistant",
  userName: "You",
} as const;
