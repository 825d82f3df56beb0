import { attribute } from "../../../scripts/lib/html-attributes.mjs";
/**
 * A visitor without JavaScript, as the reliability tests need one: it keeps its own cookies, gets
 * a page, and posts one of its forms back the way a browser does (every field the form carries:
 * the honeypot, then the visitor's values), or as the site's script does (the same
 * fields plus `_enhanced=1`, to the route's `.data` URL).
 */
export type Answer = {
  status: number;
  headers: Headers;
  body: string;
  startedAt: number;
  endedAt: number;
};

export type PageForm = {
  /** Where the form posts (its `action`, else the page). */
  action: string;
  /** name → values of its fields, as the page wrote them. */
  fields: [string, string][];
};

export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    /** Headers sent with every request (a proxy's client address, …). */
    readonly extraHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Takes the cookies of a `Cookie` header (a session signed in elsewhere). */
  useCookies(header: string) {
    for (const pair of header.split(";")) {
      const [name, ...value] = pair.trim().split("=");
      if (name) this.cookies.set(name, value.join("="));
    }
  }

  async request(path: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Answer> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(this.extraHeaders)) headers.set(name, value);
    if (this.cookies.size > 0) headers.set("Cookie", this.cookieHeader);
    const startedAt = performance.now();
    const response = await fetch(new URL(path, this.baseUrl), {
      ...init,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.text();
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const [name, ...value] = pair!.trim().split("=");
      if (!name) continue;
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value.join("="));
    }
    return {
      status: response.status,
      headers: response.headers,
      body,
      startedAt,
      endedAt: performance.now(),
    };
  }

  /** GET `path` and the first form on it that has every one of `names` among its fields. */
  async openForm(path: string, names: string[]): Promise<PageForm> {
    const page = await this.request(path);
    if (page.status !== 200) throw new Error(`GET ${path} answered HTTP ${page.status}`);
    const form = formsOf(page.body).find((candidate) =>
      names.every((name) => candidate.fields.some(([field]) => field === name)),
    );
    if (!form) throw new Error(`GET ${path} shows no form with the fields ${names.join(", ")}`);
    return { ...form, action: form.action || path };
  }

  /**
   * Posts `form` with `values` in place of (or next to) its own fields: without JavaScript to its
   * action, or `enhanced` as the site's script does.
   */
  post(form: PageForm, values: Record<string, string | string[]>, enhanced = false) {
    const body = new URLSearchParams();
    for (const [name, value] of form.fields) if (!(name in values)) body.append(name, value);
    for (const [name, value] of Object.entries(values))
      for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
    if (enhanced) body.set("_enhanced", "1");
    const url = new URL(form.action.split("#")[0]!, this.baseUrl);
    const target = enhanced
      ? `${url.pathname.endsWith("/") ? `${url.pathname}_` : url.pathname}.data${url.search}`
      : url.pathname + url.search;
    const origin = new URL(this.baseUrl).origin;
    return this.request(target, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        Referer: `${origin}${url.pathname}`,
      },
      body,
    });
  }
}

/** The <form>s of a page with their action and fields (inputs with a name, textareas). */
function formsOf(html: string): PageForm[] {
  return (html.match(/<form\b[^>]*>[\s\S]*?<\/form>/gi) ?? []).map((formHtml) => {
    const open = formHtml.match(/<form\b[^>]*>/i)![0];
    const fields: [string, string][] = [];
    for (const [, tag] of formHtml.matchAll(/<input\b([^>]*)>/gi)) {
      const name = attribute(tag!, "name");
      const type = attribute(tag!, "type") ?? "text";
      // Checkboxes and radios are the visitor's choice: only the caller's values are sent.
      if (name && type !== "checkbox" && type !== "radio" && type !== "submit")
        fields.push([name, attribute(tag!, "value") ?? ""]);
    }
    for (const [, tag] of formHtml.matchAll(/<textarea\b([^>]*)>/gi)) {
      const name = attribute(tag!, "name");
      if (name) fields.push([name, ""]);
    }
    return { action: attribute(open, "action") ?? "", fields };
  });
}

/** An error's message and its cause's code (fetch says only "fetch failed"). */
export function whyFailed(error: unknown) {
  const { message, cause } = error as Error & { cause?: { code?: string; message?: string } };
  return `${message}${cause ? ` (${cause.code ?? cause.message})` : ""}`;
}
