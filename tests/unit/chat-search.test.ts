import { describe, expect, test } from "vitest";
import { faqItems } from "~/content/faq";
import { chatWords, MAX_CHAT_ANSWERS, searchChatAnswers } from "~/utils/chat-search";

describe("chat search over the FAQ and catalogue", () => {
  test("a word list without stop words, plurals folded, prices kept as numbers", () => {
    expect(chatWords("What are the prices of your Business Plans? $25")).toEqual([
      "price",
      "business",
      "plan",
      "25",
    ]);
    expect(chatWords("")).toEqual([]);
    expect(chatWords("the and of \u0000 !!")).toEqual([]);
  });

  test("an FAQ question finds its FAQ answer first, with the item's anchor on /faq", () => {
    const [first] = searchChatAnswers("What is the discovery call?");
    const item = faqItems.find((faq) => faq.id === "discovery-call")!;
    expect(first).toEqual({ title: item.question, text: item.answer, href: "/faq#discovery-call" });
  });

  test("a service finds the catalogue item with its price and its page", () => {
    const answers = searchChatAnswers("Do you help with LLC filing?");
    expect(answers[0]).toMatchObject({ title: "LLC Filing", href: "/build-studio" });
    expect(answers[0]!.text).toMatch(/\$\d/);
  });

  test("at most three answers, and none for greetings or gibberish", () => {
    expect(searchChatAnswers("AI business plan grant branding logo website").length).toBe(
      MAX_CHAT_ANSWERS,
    );
    expect(searchChatAnswers("Hello!")).toEqual([]);
    expect(searchChatAnswers("qwertyuiop asdfgh")).toEqual([]);
    expect(searchChatAnswers("   ")).toEqual([]);
  });

  test("odd input never throws: NUL bytes, markup, very long text", () => {
    expect(() => searchChatAnswers("\u0000<script>alert(1)</script>")).not.toThrow();
    expect(searchChatAnswers(`grants ${"x".repeat(100_000)}`)[0]?.href).toBe("/faq#grants");
  });
});
