import type { LeadKind } from "../leads/kinds";

const MAX_EXCERPT = 140;

const text = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(", ") : typeof value === "string" ? value : "";

/** What the person asked, in a line: the message a card in the owner's list shows. */
export function leadExcerpt(kind: LeadKind, fields: Record<string, unknown>): string {
  const said = (() => {
    switch (kind) {
      case "contact":
        return [text(fields.businessNeeds), text(fields.otherDescription), text(fields.comments)]
          .filter(Boolean)
          .join(" · ");
      case "chat":
        return text(fields.message);
      case "academy":
        return ["Academy programme interest", text(fields.organization), text(fields.city)]
          .filter(Boolean)
          .join(" · ");
      case "newsletter":
        return "Subscribed to the newsletter";
      default:
        return "";
    }
  })();
  const line = said.replace(/\s+/g, " ").trim();
  return line.length > MAX_EXCERPT ? `${line.slice(0, MAX_EXCERPT - 1).trimEnd()}…` : line;
}
