import { chatCopy } from "~/content/chat";
import type { ChatAnswer } from "./chat-search";

export const CHAT_REPLY_DELAY_MS = 1000;

type ChatRole = "assistant" | "user";
type ChatMessage = {
  id: number;
  role: ChatRole;
  content: string;
  answers?: readonly ChatAnswer[];
};
export type ChatState = { messages: readonly ChatMessage[]; nextId: number };

export type ChatAction =
  | { type: "send"; text: string }
  | { type: "reply"; answers: readonly ChatAnswer[] }
  | { type: "note"; text: string };

export function initialChatState(greeting: string = chatCopy.greeting): ChatState {
  return { messages: [{ id: 0, role: "assistant", content: greeting }], nextId: 1 };
}

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

/** Pure: the panel searches and schedules the "reply" action. */
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

export function chatQuestions(state: ChatState): string {
  return state.messages
    .filter((message) => message.role === "user")
    .map((message) => message.content)
    .join("\n");
}
