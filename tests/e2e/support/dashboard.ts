import { expect, type Page } from "@playwright/test";

export const dashboardNav = (page: Page) => page.getByRole("navigation", { name: "Dashboard" });

/**
 * Opens a dashboard section as the owner would: the tab on a wide screen; on a phone, the one
 * line naming the current section first, then the section in its list.
 */
export async function openDashboardSection(page: Page, name: string) {
  const nav = dashboardNav(page);
  const menu = nav.locator("summary");
  if (await menu.isVisible()) {
    await menu.click();
    await expect(nav.locator("details")).toHaveAttribute("open", "");
  }
  await nav.getByRole("link", { name, exact: true }).click();
}
