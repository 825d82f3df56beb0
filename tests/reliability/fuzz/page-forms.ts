import { attribute } from "../../../scripts/lib/html-attributes.mjs";
/**
 * What a browser without JavaScript knows of a page: its POST forms (action, fields) and the
 * cookies the answer set. The fuzz starts every valid baseline from these, as a visitor would.
 */
type PageForm = { action: string; fields: [string, string][] };

export type FetchedPage = {
  status: number;
  /** `name=value` of each Set-Cookie of the answer. */
  cookies: string[];
  forms: PageForm[];
};

/** GET `path` with `cookie` and read its POST forms. */
export async function fetchPage(baseUrl: string, path: string, cookie = ""): Promise<FetchedPage> {
  const response = await fetch(new URL(path, baseUrl), {
    redirect: "manual",
    headers: cookie ? { Cookie: cookie } : {},
  });
  const html = await response.text();
  return {
    status: response.status,
    cookies: response.headers.getSetCookie().map((header) => header.split(";")[0]!.trim()),
    forms: postForms(html, path),
  };
}

/** Every `<form method="post">` of `html`, its action resolved against `pagePath`. */
function postForms(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const [, open, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    if ((attribute(open!, "method") ?? "get").toLowerCase() !== "post") continue;
    // The fragment (a no-JS form returning to its section) is not sent.
    const action = (attribute(open!, "action") ?? pagePath).replace(/#.*$/, "");
    const fields: [string, string][] = [];
    for (const [, tag] of inner!.matchAll(/<(?:input|textarea|select|button)\b([^>]*)>/gi)) {
      const name = attribute(tag!, "name");
      // A browser sends a checkbox or radio button only when it is ticked.
      const tickable = /\stype="(?:checkbox|radio)"/i.test(tag!);
      if (name && (!tickable || /\schecked(?:=""|\s|$)/i.test(tag!))) {
        fields.push([name, attribute(tag!, "value") ?? ""]);
      }
    }
    forms.push({ action, fields });
  }
  return forms;
}
