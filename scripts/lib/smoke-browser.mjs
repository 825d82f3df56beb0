// A browser without JavaScript, for scripts/smoke.mjs: it GETs pages and POSTs their forms back
// from the site's origin, keeping cookies in a tiny jar, and reads forms out of the HTML the way
// a browser would submit them. Web-standard APIs only, so it runs under Node and Deno alike.
import { attribute, decodeEntities } from "./html-attributes.mjs";

const TIMEOUT_MS = 15_000;

/** A failed expectation: its message is the whole story, no stack trace needed. */
export class SmokeError extends Error {}

/** A browser session on `baseUrl`: `get`, `post`, `submit` and its cookie jar. */
export function createBrowser(baseUrl) {
  const origin = new URL(baseUrl).origin;
  /** name → value; attributes are not kept: this client talks to one site. */
  const jar = new Map();

  async function request(method, path, { body, headers = {} } = {}) {
    const url = new URL(path, baseUrl);
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
    let response;
    try {
      response = await fetch(url, {
        method,
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers },
      });
      keepCookies(response);
      // Inside the try: the timeout also covers a body that never ends.
      const text = await response.text();
      return {
        url,
        status: response.status,
        type: response.headers.get("content-type") ?? "",
        location: response.headers.get("location"),
        body: text,
      };
    } catch (error) {
      throw new SmokeError(`${method} ${url.pathname}${url.search}: ${networkProblem(error)}`);
    }
  }

  function keepCookies(response) {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim());
      const split = pair.indexOf("=");
      const name = pair.slice(0, split);
      const value = pair.slice(split + 1);
      const expired = attributes.some(
        (part) =>
          /^max-age=0$/i.test(part) ||
          (/^expires=/i.test(part) && Date.parse(part.slice(8)) <= Date.now()),
      );
      if (!value || expired) jar.delete(name);
      else jar.set(name, value);
    }
  }

  /** GET `path`, following redirects (as a browser would) when `follow` is set. */
  async function get(path, { follow = false } = {}) {
    let answer = await request("GET", path);
    for (let hops = 0; follow && isRedirect(answer) && hops < 5; hops++) {
      answer = await request("GET", new URL(answer.location, answer.url));
    }
    return answer;
  }

  /** POST `fields` (name/value pairs) to `path` as an urlencoded form from the site's origin. */
  function post(path, fields, headers = {}) {
    return request("POST", path, {
      body: new URLSearchParams(fields),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        ...headers,
      },
    });
  }

  /**
   * Submit `form` (from `forms()`): its own fields with `values` filled in (a name → value, or
   * an array of values for a field that repeats), plus the submitter button's name/value.
   */
  function submit(form, values = {}, { submitter, headers } = {}) {
    const fields = form.fields.filter(([name]) => !(name in values));
    for (const [name, value] of Object.entries(values)) {
      for (const one of [value].flat()) fields.push([name, one]);
    }
    if (submitter?.name) fields.push([submitter.name, submitter.value]);
    return post(form.action, fields, headers);
  }

  return { origin, jar, get, post, submit };
}

/** Every <form> of a page: its action (resolved against `pageUrl`), fields and buttons. */
export function forms(html, pageUrl) {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)].map(([, tag, inner]) => ({
    action: new URL(attribute(tag, "action") ?? "", pageUrl).href,
    html: inner,
    fields: formFields(inner),
    buttons: [...inner.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)].map(
      ([, buttonTag, content]) => ({
        name: attribute(buttonTag, "name"),
        value: attribute(buttonTag, "value") ?? "",
        text: textOf(content),
      }),
    ),
  }));
}

/** What a browser would send for a form's <input>, <textarea> and <select> fields, in order. */
function formFields(formHtml) {
  const fields = [];
  const controls =
    /<input\b([^>]*)>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>|<select\b([^>]*)>([\s\S]*?)<\/select>/gi;
  for (const [, input, textarea, text, select, options] of formHtml.matchAll(controls)) {
    const tag = input ?? textarea ?? select;
    const name = attribute(tag, "name");
    if (!name || /\sdisabled\b/i.test(tag)) continue;
    if (textarea !== undefined) {
      // The HTML parser drops one newline right after <textarea>.
      fields.push([name, decodeEntities(text.replace(/^\r?\n/, ""))]);
    } else if (select !== undefined) {
      const all = [...options.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/gi)];
      const chosen = all.find(([, option]) => /\sselected\b/i.test(option)) ?? all[0];
      if (chosen) fields.push([name, attribute(chosen[1], "value") ?? textOf(chosen[2])]);
    } else {
      const type = (attribute(tag, "type") ?? "text").toLowerCase();
      if (["submit", "button", "image", "reset", "file"].includes(type)) continue;
      if ((type === "checkbox" || type === "radio") && !/\schecked\b/i.test(tag)) continue;
      fields.push([name, attribute(tag, "value") ?? (type === "checkbox" ? "on" : "")]);
    }
  }
  return fields;
}

/** The text of some HTML: tags dropped, character references decoded, spaces collapsed. */
export function textOf(html) {
  return decodeEntities(html.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

export function isRedirect(answer) {
  return answer.status >= 300 && answer.status < 400 && answer.location !== null;
}

/** One line on an answer for a FAIL message: status, Location and the start of the body. */
export function describe(answer) {
  const location = answer.location ? ` → ${answer.location}` : "";
  const body = answer.body.replace(/\s+/g, " ").trim().slice(0, 200);
  return `HTTP ${answer.status}${location}${body ? `: ${body}` : ""}`;
}

function networkProblem(error) {
  if (error?.name === "TimeoutError") return `no answer within ${TIMEOUT_MS / 1000} s`;
  const cause = error?.cause?.code ?? error?.cause?.message;
  return `request failed (${error?.message ?? error}${cause ? `: ${cause}` : ""})`;
}
