// Kept apart from the schema (chat.ts) so the chat panel does not ship zod.
export const CHAT_PATH = "/chat";
export const CHAT_QUESTION_PARAM = "q";
export const MAX_CHAT_MESSAGE = 5000;
