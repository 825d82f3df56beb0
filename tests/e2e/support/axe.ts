import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's serious and critical violations on the page once its animations have ended (WCAG 2.1 A
 * and AA, and best practice), one line each: rule and elements. axe runs inside the page, so only
 * in the JavaScript projects.
 */
export async function seriousViolations(page: Page) {
  // Let running finite animations end first (a toast fading in has, mid-fade, colours no one
  // reads), so axe judges what the visitor sees once it settles.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
