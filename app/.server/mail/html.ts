import { site } from "~/content/site";

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => entities[c]!);
}

export type HtmlMail = {
  heading: string;
  intro: string[];
  facts: [string, string][];
  outro: string[];
  links: [string, string][];
};

/** Inline styles, as mail clients need; every value is escaped here, so callers pass text. */
export function htmlMail(mail: HtmlMail): string {
  const p = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
  const rows = mail.facts
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#555;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0${value.includes("\n") ? ";white-space:pre-line" : ""}">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const links = mail.links
    .filter(([, url]) => /^https?:\/\//i.test(url))
    .map(
      ([label, url]) =>
        `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}" style="color:#0f3b5f;font-weight:600">${escapeHtml(label)}</a></p>`,
    )
    .join("");
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.heading)}</title></head>`,
    `<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;background:#ffffff">`,
    `<div style="max-width:560px;margin:0 auto">`,
    `<p style="margin:0 0 16px;font-weight:700;color:#0f3b5f">${escapeHtml(site.name)}</p>`,
    `<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(mail.heading)}</h1>`,
    mail.intro.map(p).join(""),
    rows
      ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`
      : "",
    mail.outro.map(p).join(""),
    links,
    `</div></body></html>`,
  ].join("\n");
}

export function textMail(mail: HtmlMail): string {
  return [
    ...mail.intro,
    "",
    ...mail.facts.map(([label, value]) => `${label}: ${value.replaceAll("\n", "\n  ")}`),
    "",
    ...mail.outro,
    ...(mail.links.length > 0 ? ["", ...mail.links.map(([label, url]) => `${label}: ${url}`)] : []),
    "",
  ].join("\n");
}
