import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";

const dir = "app/routes";
const modules = readdirSync(dir).filter((f) => /\.(ts|tsx)$/.test(f));

test("every route module that has an action checks CSRF and the origin first", () => {
  expect(modules.length).toBeGreaterThan(0);
  for (const file of modules) {
    const source = readFileSync(join(dir, file), "utf8");
    if (/export (async )?function action\b|export const action\b/.test(source)) {
      expect(source, `${file} exports an action without assertValidPost`).toMatch(
        /assertValidPost\(/,
      );
    }
  }
});
