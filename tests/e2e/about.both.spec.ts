import { relatedServices } from "../../app/content/services";
import { founderPath, site } from "../../app/content/site";
import { consultants } from "../../app/content/team";
import { expect, test } from "./support/fixtures";

/** /about, server-rendered: the same with and without JavaScript. */
const relatedTitles = relatedServices.map((s) => s.title);

test.describe("about page", () => {
  test("[S-ABOUT-01] served at /about with one h1", async ({ page }) => {
    const response = await page.goto("/about");
    expect(response!.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("[S-ABOUT-02] [S-ABOUT-03] [S-ABOUT-04] Meet Our Founder: biography, CEO, three buttons", async ({
    page,
  }) => {
    await page.goto("/about");
    const founder = page.getByRole("region", { name: "Meet Our Founder" });
    await expect(
      founder.getByRole("heading", { name: "Meet Our Founder", level: 2 }),
    ).toBeVisible();
    await expect(founder).toContainText(`${site.founder.firstName} ${site.founder.lastName}`);
    await expect(founder.locator("[data-biography] p").first()).toContainText(site.name);
    expect((await founder.locator("[data-biography]").innerText()).length).toBeGreaterThan(200);
    await expect(founder.locator("[data-founder-title]")).toHaveText("CEO");
    const buttons = founder.getByRole("link");
    await expect(buttons).toHaveCount(3);
    expect(await buttons.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual([
      `${founderPath}#consultations`,
      `${founderPath}#speaking`,
      `${founderPath}#training`,
    ]);
    for (const img of await founder.getByRole("img").all())
      await expect(img).toHaveAttribute("alt", /\w/);
  });

  test("[S-ABOUT-05] [S-ABOUT-06] Our AI-Powered Team: 7 cards with name, image and role", async ({
    page,
  }) => {
    await page.goto("/about");
    const team = page.getByRole("region", { name: "Our AI-Powered Team" });
    const cards = team.locator("[data-consultant]");
    await expect(cards).toHaveCount(7);
    for (const [i, consultant] of consultants.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(consultant.name);
      await expect(card.locator("[data-role]")).toHaveText(consultant.role);
      const img = card.getByRole("img", { name: `Portrait of ${consultant.name}` });
      await expect(img).toHaveAttribute("src", consultant.image.src);
      await expect(img).toHaveAttribute("width", "160");
      await expect(img).toHaveAttribute("height", "160");
      await expect(img).toHaveAttribute("loading", "lazy");
      await card.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
  });

  test("[S-ABOUT-06] [S-ABOUT-07] [S-ABOUT-08] [S-ABOUT-09] [S-ABOUT-10] [S-ABOUT-11] [S-ABOUT-12] [S-ABOUT-13] each consultant card links to its service page", async ({
    page,
  }) => {
    await page.goto("/about");
    const team = page.getByRole("region", { name: "Our AI-Powered Team" });
    const expected = [
      ["AI integration and automation", "/ai-business-growth"],
      ["Branding", "/b-the-brand"],
      ["AI assistant and GPT creation", "/ai-avatars"],
      ["Business plans", "/business-plan"],
      ["Building businesses", "/build-studio"],
      ["Consultations and mentorship", "/consultations"],
      ["Grants, non-profit strategy and funding", "/grant-services"],
    ] as const;
    for (const [role, href] of expected) {
      const card = team
        .locator("[data-consultant]")
        .filter({ has: page.locator("[data-role]", { hasText: new RegExp(`^${role}$`) }) });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("link")).toHaveCount(1);
      await expect(card.getByRole("link")).toHaveAttribute("href", href);
    }
  });

  test("[S-ABOUT-14] Schedule Consultation goes to /consultations", async ({ page }) => {
    await page.goto("/about");
    const cta = page.getByRole("link", { name: "Schedule Consultation" });
    await expect(cta).toHaveCount(1);
    await expect(cta).toHaveAttribute("href", "/consultations");
  });

  test("[S-ABOUT-15] the share bar and then Related Services follow the call to action", async ({
    page,
  }) => {
    await page.goto("/about");
    const order = await page.evaluate(() => {
      const cta = document.querySelector("main a[href='/consultations']");
      const share = document.querySelector("section[aria-labelledby='share-title']");
      const related = document.querySelector("section[aria-labelledby='related-services-title']");
      const follows = (a: Element | null, b: Element | null) =>
        !!a && !!b && !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
      return { shareAfterCta: follows(cta, share), relatedAfterShare: follows(share, related) };
    });
    expect(order).toEqual({ shareAfterCta: true, relatedAfterShare: true });
    await expect(page.getByRole("region", { name: "Share this page" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Related Services" })).toBeVisible();
  });

  test("[S-ABOUT-16] [S-ABOUT-17] [S-ABOUT-18] Related Services: 3 of the 7, each with title, description and Learn more", async ({
    page,
  }) => {
    await page.goto("/about");
    const block = page.getByRole("region", { name: "Related Services" });
    const items = block.locator("[data-related-service]");
    await expect(items).toHaveCount(3);
    const seen = new Set<string>();
    for (const item of await items.all()) {
      const title = await item.getByRole("heading", { level: 3 }).innerText();
      expect(relatedTitles).toContain(title);
      seen.add(title);
      const service = relatedServices.find((s) => s.title === title)!;
      await expect(item.getByText(service.description)).toBeVisible();
      // Sighted visitors read "Learn more"; the link's name says which service (link text audit).
      const link = item.getByRole("link", { name: `Learn more about ${title}`, exact: true });
      await expect(link).toHaveCount(1);
      const visibleText = await link.evaluate((el) =>
        [...el.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("")
          .trim(),
      );
      expect(visibleText).toBe("Learn more");
      const hidden = link.locator("span");
      await expect(hidden).toHaveText(`about ${title}`);
      const box = await hidden.boundingBox();
      expect(box && box.width <= 1 && box.height <= 1).toBe(true);
      await expect(link).toHaveAttribute("href", service.path);
      await expect(link).not.toHaveAttribute("href", "/about");
    }
    expect(seen.size).toBe(3);
  });

  test("[S-ABOUT-19] the share links are plain links to three networks in a new window", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/about");
    const share = page.getByRole("region", { name: "Share this page" });
    const links = share.getByRole("link");
    await expect(links).toHaveCount(3);
    const pageUrl = encodeURIComponent(new URL("/about", baseURL).toString());
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      expect(await link.getAttribute("href")).toContain(pageUrl);
    }
  });
});

test("the consultants' intro videos, posters and captions are served", async ({ request }) => {
  for (const { video } of consultants) {
    for (const [path, type] of [
      [video.src, "video/mp4"],
      [video.poster, "image/webp"],
      [video.captions.src, "text/vtt"],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toContain(type);
    }
  }
});
