import { describe, expect, test } from "vitest";
import { chatCopy } from "~/content/chat";
import {
  CHAT_REPLY_DELAY_MS,
  chatReducer,
  initialChatState,
  normalizeChatMessage,
  type ChatState,
} from "~/utils/chat";

const contents = (state: ChatState) => state.messages.map((m) => [m.role, m.content]);

describe("chat assistant", () => {
  test("[S-CHAT-03] the conversation starts with the assistant's greeting", () => {
    const state = initialChatState();
    expect(contents(state)).toEqual([["assistant", chatCopy.greeting]]);
    expect(chatCopy.greeting).toMatch(/^Hi!/);
  });

  test("[S-CHAT-04] a message the user sends is added to the conversation", () => {
    const state = chatReducer(initialChatState(), { type: "send", text: "Do you help with LLCs?" });
    expect(contents(state)).toEqual([
      ["assistant", chatCopy.greeting],
      ["user", "Do you help with LLCs?"],
    ]);
  });

  test("[S-CHAT-07] messages are trimmed before they are added", () => {
    const state = chatReducer(initialChatState(), { type: "send", text: "  \n Hello there \t " });
    expect(state.messages.at(-1)).toMatchObject({ role: "user", content: "Hello there" });
    expect(normalizeChatMessage("  a b  ")).toBe("a b");
  });

  test.each(["", " ", "   ", "\n\t  \n"])(
    "[S-CHAT-06] an empty or blank message (%j) is ignored",
    (text) => {
      const before = initialChatState();
      const after = chatReducer(before, { type: "send", text });
      expect(after).toBe(before);
      expect(normalizeChatMessage(text)).toBeNull();
    },
  );

  test("[S-CHAT-05] the fixed assistant reply comes one second after a user message", () => {
    expect(CHAT_REPLY_DELAY_MS).toBe(1000);
    let state = chatReducer(initialChatState(), { type: "send", text: "Hi" });
    state = chatReducer(state, { type: "reply" });
    expect(state.messages.at(-1)).toMatchObject({ role: "assistant", content: chatCopy.reply });
    // The reply is fixed: the same words whatever the user wrote.
    const other = chatReducer(chatReducer(initialChatState(), { type: "send", text: "Prices?" }), {
      type: "reply",
    });
    expect(other.messages.at(-1)!.content).toBe(state.messages.at(-1)!.content);
  });

  test("the reducer is pure and gives every message its own id", () => {
    const start = initialChatState();
    const snapshot = JSON.stringify(start);
    let state = chatReducer(start, { type: "send", text: "one" });
    state = chatReducer(state, { type: "send", text: "two" });
    state = chatReducer(state, { type: "reply" });
    state = chatReducer(state, { type: "reply" });
    expect(JSON.stringify(start)).toBe(snapshot);
    const ids = state.messages.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(contents(state).map(([role]) => role)).toEqual([
      "assistant",
      "user",
      "user",
      "assistant",
      "assistant",
    ]);
  });

  test("the fixed reply is honest: nothing is sent, it points to real ways to reach a person", () => {
    expect(chatCopy.privacyNote).toMatch(/not sent/);
    expect(chatCopy.reply).toMatch(/discovery call/);
    expect(chatCopy.reply).not.toMatch(/will (get back|follow up|reply)/i);
  });
});
