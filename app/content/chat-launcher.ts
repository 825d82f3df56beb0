/**
 * The chat launcher's accessible name, on every page: in a module of its own so that the rest of
 * the chat's copy (content/chat.ts) stays with the panel and the /chat page rather than going into
 * the shell chunk every page loads.
 */
export const chatLauncherLabel = "Chat with our assistant";
