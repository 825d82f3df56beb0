import { describe, expect, test } from "vitest";
import { chatCopy } from "~/content/chat";
import {
  CHAT_REPLY_DELAY_MS,
  chatQuestions,
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

  test("[S-CHAT-05] the assistant's reply (given after one second) carries the answers found", () => {
    expect(CHAT_REPLY_DELAY_MS).toBe(1000);
    const answers = [{ title: "Logo Design", text: "A logo.", href: "/b-the-brand" }];
    let state = chatReducer(initialChatState(), { type: "send", text: "Logo?" });
    state = chatReducer(state, { type: "reply", answers });
    expect(state.messages.at(-1)).toMatchObject({
      role: "assistant",
      content: chatCopy.found,
      answers,
    });
  });

  test("with nothing found, the reply points to the team and other ways to reach a person", () => {
    const state = chatReducer(chatReducer(initialChatState(), { type: "send", text: "zzz" }), {
      type: "reply",
      answers: [],
    });
    expect(state.messages.at(-1)).toMatchObject({ role: "assistant", content: chatCopy.notFound });
    expect(chatCopy.notFound).toContain(chatCopy.sendToTeam);
  });

  test("the reducer is pure and gives every message its own id", () => {
    const start = initialChatState();
    const snapshot = JSON.stringify(start);
    let state = chatReducer(start, { type: "send", text: "one" });
    state = chatReducer(state, { type: "send", text: "two" });
    state = chatReducer(state, { type: "reply", answers: [] });
    state = chatReducer(state, { type: "note", text: "Sent." });
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

  test("what goes to the team is the visitor's own questions, one per line", () => {
    let state = chatReducer(initialChatState(), { type: "send", text: "LLC?" });
    state = chatReducer(state, { type: "reply", answers: [] });
    state = chatReducer(state, { type: "send", text: "  And grants? " });
    expect(chatQuestions(state)).toBe("LLC?\nAnd grants?");
  });

  test("the chat is honest: nothing is sent unless the visitor sends it to the team", () => {
    expect(chatCopy.privacyNote).toMatch(/Nothing is sent/);
    expect(chatCopy.privacyNote).toContain(chatCopy.sendToTeam);
  });
});
