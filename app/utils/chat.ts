import { chatCopy } from "~/content/chat";
import type { ChatAnswer } from "./chat-search";

/** The assistant answers this long after a user message is added (D1 §9, D2 §9). */
export const CHAT_REPLY_DELAY_MS = 1000;

type ChatRole = "assistant" | "user";
type ChatMessage = {
  id: number;
  role: ChatRole;
  content: string;
  /** An assistant reply's answers from the FAQ and catalogue, each with its page. */
  answers?: readonly ChatAnswer[];
};
export type ChatState = { messages: readonly ChatMessage[]; nextId: number };

export type ChatAction =
  /** The user sends `text`; blank text is ignored, other text is trimmed and added. */
  | { type: "send"; text: string }
  /**
   * The assistant's reply to the last question, dispatched CHAT_REPLY_DELAY_MS after it: the
   * answers found (searchChatAnswers), or the way to a person when there are none.
   */
  | { type: "reply"; answers: readonly ChatAnswer[] }
  /** A line from the assistant about what happened (the conversation was sent to the team). */
  | { type: "note"; text: string };

/** A conversation starts with the assistant's greeting (S-CHAT-03). */
export function initialChatState(greeting: string = chatCopy.greeting): ChatState {
  return { messages: [{ id: 0, role: "assistant", content: greeting }], nextId: 1 };
}

/** The text to add for a user message, or null when it is empty or blank (S-CHAT-06, -07). */
export function normalizeChatMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === "" ? null : trimmed;
}

function append(state: ChatState, message: Omit<ChatMessage, "id">): ChatState {
  return {
    messages: [...state.messages, { ...message, id: state.nextId }],
    nextId: state.nextId + 1,
  };
}

/** The chat's pure state transitions; the panel searches and schedules the "reply" action. */
export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case "send": {
      const content = normalizeChatMessage(action.text);
      return content === null ? state : append(state, { role: "user", content });
    }
    case "reply":
      return action.answers.length === 0
        ? append(state, { role: "assistant", content: chatCopy.notFound })
        : append(state, { role: "assistant", content: chatCopy.found, answers: action.answers });
    case "note":
      return append(state, { role: "assistant", content: action.text });
  }
}

/** What the visitor asked in the conversation, one question per line (sent to the team). */
export function chatQuestions(state: ChatState): string {
  return state.messages
    .filter((message) => message.role === "user")
    .map((message) => message.content)
    .join("\n");
}
