import { storeGroups } from "~/content/catalog";
import { faqItems } from "~/content/faq";
import { formatPrice } from "./money";

// The chat's answers: word overlap with the FAQ and catalogue, title words counting double.

export type ChatAnswer = {
  title: string;
  text: string;
  href: string;
};

type Entry = ChatAnswer & { titleWords: ReadonlySet<string>; words: ReadonlySet<string> };

export const MAX_CHAT_ANSWERS = 3;

const STOP_WORDS = new Set(
  (
    "a about after all also am an and any are as at be been before being but by can could did " +
    "do does doing for from get got had has have having he her here hers him his how i if in " +
    "into is it its just me more most my no not now of off on once only or other our ours out " +
    "over own same she should so some such than that the their them then there these they this " +
    "those through to too under until up very was we were what when where which while who whom " +
    "why will with would you your yours hi hello hey please thanks thank need want like know " +
    "tell us offer help"
  ).split(" "),
);

function fold(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

export function chatWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .match(/[a-z0-9$]+/g) ?? []
  )
    .map((word) => word.replace(/^\$/, ""))
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
    .map(fold);
}

function entry(title: string, text: string, href: string, extra = ""): Entry {
  return {
    title,
    text,
    href,
    titleWords: new Set(chatWords(title)),
    words: new Set(chatWords(`${title} ${text} ${extra}`)),
  };
}

function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? text : text.slice(0, end + 1);
}

let index: readonly Entry[] | undefined;

function entries(): readonly Entry[] {
  if (index) return index;
  const seen = new Set<string>();
  const catalogue = storeGroups.flatMap((group) =>
    group.items
      .filter((item) => !seen.has(item.id) && seen.add(item.id))
      .map((item) =>
        entry(
          item.title,
          `${firstSentence(item.description)} ${formatPrice(item)}.`,
          group.path,
          `${group.title} ${item.features.join(" ")}`,
        ),
      ),
  );
  index = [
    ...faqItems.map((item) => entry(item.question, item.answer, `/faq#${item.id}`)),
    ...catalogue,
  ];
  return index;
}

function score(question: ReadonlySet<string>, candidate: Entry): number {
  let total = 0;
  for (const word of question) {
    if (candidate.titleWords.has(word)) total += 2;
    else if (candidate.words.has(word)) total += 1;
  }
  return total;
}

export function searchChatAnswers(question: string): ChatAnswer[] {
  const words = new Set(chatWords(question));
  if (words.size === 0) return [];
  const ranked = entries()
    .map((candidate, order) => ({ candidate, order, points: score(words, candidate) }))
    .filter((row) => row.points >= 2)
    .sort((a, b) => b.points - a.points || a.order - b.order);
  const best = ranked[0]?.points ?? 0;
  return ranked
    .filter((row) => row.points * 2 >= best)
    .slice(0, MAX_CHAT_ANSWERS)
    .map(({ candidate: { title, text, href } }) => ({ title, text, href }));
}
