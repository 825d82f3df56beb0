import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The layers of app/ (docs/architecture.md) are enforced by eslint.config.js; these cases make
 * sure the rule refuses what it should, with the project's own configuration.
 */
const eslint = new ESLint();

async function refusals(
  file: string,
  code: string,
  rule = "@typescript-eslint/no-restricted-imports",
) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe("import boundaries between the layers of app/", { timeout: 60_000 }, () => {
  it("components import nothing from .server, not even a type", async () => {
    const code =
      'import type { SecurityView } from "~/.server/account/security/section";\nexport type X = SecurityView;\n';
    expect(await refusals("app/components/account/example.tsx", code)).toEqual([
      expect.stringContaining("no imports from .server, not even types"),
    ]);
  });

  it("server code imports no component, and nothing imports a route module's values", async () => {
    const fromServer =
      'import { Button } from "~/components/ui/button";\nexport const b = Button;\n';
    expect(await refusals("app/.server/example.ts", fromServer)).toEqual([
      expect.stringContaining("no imports from components"),
    ]);
    const routeValue = 'import { loader } from "~/routes/contact";\nexport const l = loader;\n';
    expect(await refusals("app/components/example.tsx", routeValue)).toEqual([
      expect.stringContaining("Nothing imports a route module"),
    ]);
    const routeType =
      'import type { loader } from "~/routes/contact";\nexport type L = typeof loader;\n';
    expect(await refusals("app/components/example.tsx", routeType)).toEqual([]);
  });

  it("content and utils depend on neither side", async () => {
    const code = 'import { getDb } from "~/.server/db";\nexport const d = getDb;\n';
    expect(await refusals("app/content/example.ts", code)).toHaveLength(1);
    expect(await refusals("app/utils/example.ts", code)).toHaveLength(1);
    expect(await refusals("app/routes/example.tsx", code)).toEqual([]);
  });

  it("only the app context opens the process's database; everything else takes `db` from it", async () => {
    const code = 'import { getDb } from "~/.server/db";\nexport const d = getDb;\n';
    const relative = 'import { getDb } from "../db";\nexport const d = getDb;\n';
    const rule = "no-restricted-imports";
    expect(await refusals("app/routes/example.tsx", code, rule)).toEqual([
      expect.stringContaining("Take `db` from the app context"),
    ]);
    expect(await refusals("app/.server/leads/example.ts", relative, rule)).toHaveLength(1);
    expect(await refusals("app/.server/app-context.ts", code, rule)).toEqual([]);
    const typeOnly = 'import type { Database } from "~/.server/db";\nexport type D = Database;\n';
    expect(await refusals("app/routes/example.tsx", typeOnly, rule)).toEqual([]);
  });
});
