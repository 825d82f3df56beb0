import type { Page } from "@playwright/test";
import { publicPages } from "../../../app/content/pages";

/** Every page that exists, for checks that must hold on all of them (axe, metadata, headers). */
export const existingPages = publicPages.map((page) => page.path);

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The phone's menu toggle, named "Open menu" or "Close menu": a <summary>, which has no role. */
export const menuToggle = (page: Page) =>
  page
    .getByRole("navigation", { name: "Main" })
    .locator("summary[aria-controls=mobile-menu-panel]");

/**
 * The icons of the header, footer and chat launcher on screen, each as "name WxH": its drawn size,
 * 0x0 until the sprite file it uses has loaded.
 */
export function drawnShellIcons(page: Page) {
  return page
    .locator("header svg use, footer svg use, [data-chat-launcher] svg use")
    .evaluateAll((uses) =>
      uses
        .filter((use) => use.getClientRects().length > 0)
        .map((use) => {
          const box = (use as SVGUseElement).getBBox();
          const name = use.getAttribute("href")?.split("#")[1];
          return `${name} ${Math.round(box.width)}x${Math.round(box.height)}`;
        }),
    );
}
