import { expect } from "vitest";

/** Name and attributes of one Set-Cookie line. */
function parse(setCookie: string) {
  const [pair, ...attributes] = setCookie.split(";").map((part) => part.trim());
  const name = pair!.slice(0, pair!.indexOf("="));
  const attrs = new Map(
    attributes.map((a) => {
      const [key, ...value] = a.split("=");
      return [key!.toLowerCase(), value.join("=")] as const;
    }),
  );
  return { name, attrs };
}

export function expectHostCookie(setCookie: string, plainName: string) {
  const { name, attrs } = parse(setCookie);
  expect(name).toBe(`__Host-${plainName}`);
  expect(attrs.has("secure")).toBe(true);
  expect(attrs.get("path")).toBe("/");
  expect(attrs.has("domain")).toBe(false);
  expect(attrs.has("httponly")).toBe(true);
  expect(attrs.get("samesite")?.toLowerCase()).toBe("lax");
}
