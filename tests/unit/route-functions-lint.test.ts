import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * ADR 61: the site's middleware reads a request's body once, before any loader or action, and
 * commits the auth sessions' cookies; ADR 38: only sessions opened through getAuth/openAuth are
 * committed. The project's ESLint configuration refuses a route that reads the body again, and
 * an auth session opened past getAuth/openAuth.
 */
const eslint = new ESLint();

async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("route functions and the body the middleware read", { timeout: 60_000 }, () => {
  it("refuses an action that reads the request's body itself", async () => {
    for (const read of ["formData()", "text()", "json()", "arrayBuffer()", "body"]) {
      const code = `export async function action({ request }: { request: Request }) {\n  return request.${read};\n}\n`;
      expect(await refusals("app/routes/example.tsx", code), read).toEqual([
        expect.stringContaining("formPost(context)"),
      ]);
    }
    const root =
      "export const action = async ({ request }: { request: Request }) => request.formData();\n";
    expect(await refusals("app/root.tsx", root)).toEqual([expect.stringContaining("ADR 61")]);
  });

  it("accepts loaders and actions written as plain functions that take the form from formPost", async () => {
    const code = [
      'import { formPost } from "~/.server/security/posted-body";',
      "export async function loader() {",
      "  return null;",
      "}",
      "export async function action({ context }: { context: never }) {",
      "  const { formData } = await formPost(context);",
      '  return formData.get("email");',
      "}",
      "",
    ].join("\n");
    expect(await refusals("app/routes/example.tsx", code)).toEqual([]);
  });

  it("refuses an auth session opened from the app context's factory", async () => {
    const code = "export const open = (app: any, request: Request) => app.auth(request);\n";
    expect(await refusals("app/.server/example.ts", code)).toEqual([
      expect.stringContaining("getAuth or openAuth"),
    ]);
    expect(await refusals("app/routes/example.tsx", code)).toEqual([
      expect.stringContaining("getAuth or openAuth"),
    ]);
    expect(await refusals("app/.server/auth/index.ts", code)).toEqual([]);
  });
});
