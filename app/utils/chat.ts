import { chatCopy } from "~/content/chat";

/** The assistant answers this long after a user message is added (D1 §9, D2 §9). */
export const CHAT_REPLY_DELAY_MS = 1000;

export type ChatRole = "assistant" | "user";
export type ChatMessage = { id: number; role: ChatRole; content: string };
export type ChatState = { messages: readonly ChatMessage[]; nextId: number };

export type ChatAction =
  /** The user sends `text`; blank text is ignored, other text is trimmed and added. */
  | { type: "send"; text: string }
  /** The fixed assistant reply, dispatched CHAT_REPLY_DELAY_MS after a user message. */
  | { type: "reply" };

/** A conversation starts with the assistant's greeting (S-CHAT-03). */
export function initialChatState(greeting: string = chatCopy.greeting): ChatState {
  return { messages: [{ id: 0, role: "assistant", content: greeting }], nextId: 1 };
}

/** The text to add for a user message, or null when it is empty or blank (S-CHAT-06, -07). */
export function normalizeChatMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

function append(state: ChatState, role: ChatRole, content: string): ChatState {
  return {
    messages: [...state.messages, { id: state.nextId, role, content }],
    nextId: state.nextId + 1,
  };
}

/** The chat's pure state transitions; the widget schedules the "reply" action. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "send": {
      const content = normalizeChatMessage(action.text);
      return content === null ? state : append(state, "user", content);
    }
    case "reply":
      return append(state, "assistant", chatCopy.reply);
  }
}
