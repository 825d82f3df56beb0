import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * ADR 38: a session's cookie changes reach the answer through routeLoader and formAction, so the
 * project's ESLint configuration refuses a route function written without them, and an auth
 * session opened past getAuth/openAuth (the only sessions whose cookies are committed).
 */
const eslint = new ESLint();

async function refusals(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "no-restricted-syntax").map((m) => m.message);
}

describe("route functions that commit the session's cookies", { timeout: 60_000 }, () => {
  it("refuses a loader or action written as a bare function", async () => {
    const declared = "export async function loader() {\n  return null;\n}\n";
    expect(await refusals("app/routes/example.tsx", declared)).toEqual([
      expect.stringContaining("routeLoader"),
    ]);
    const arrow = "export const loader = () => null;\n";
    expect(await refusals("app/routes/example.tsx", arrow)).toEqual([
      expect.stringContaining("routeLoader"),
    ]);
    const action = "export const action = async () => null;\n";
    expect(await refusals("app/root.tsx", action)).toEqual([expect.stringContaining("formAction")]);
  });

  it("accepts routeLoader, formAction and webhookAction", async () => {
    const code = [
      'import { routeLoader } from "~/.server/route-loader";',
      'import { formAction } from "~/.server/security/form-action";',
      "export const loader = routeLoader(() => null);",
      "export const action = formAction(() => null);",
      "",
    ].join("\n");
    expect(await refusals("app/routes/example.tsx", code)).toEqual([]);
    const webhook =
      'import { webhookAction } from "~/.server/payments/webhook-action";\nexport const action = webhookAction("square");\n';
    expect(await refusals("app/routes/example.tsx", webhook)).toEqual([]);
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
