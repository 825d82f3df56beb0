import { consultationTiers, mentorship } from "../../app/content/catalog/consultations";
import { mentorshipCategories } from "../../app/content/consultations-page";
import { founderPath } from "../../app/content/site";
import { expect, test } from "./support/shared-page";
import { viewports } from "./support/pages";

const PATH = "/consultations";

test.describe("consultations page", () => {
  test("[S-CONSULT-01] served at /consultations with one h1 and the sections in order", async ({
    pageAt,
    loadedStatus,
  }) => {
    const page = await pageAt(PATH);
    expect(loadedStatus()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page).toHaveTitle(/Consultations/);
    await expect(page.locator("main").getByRole("heading", { level: 2 })).toHaveText([
      "Terrence Walker",
      "AI Strategy Consultant Matching",
      "One-on-One Consultations",
      "Premium Sessions",
      "Monthly Business Mentorship",
    ]);
  });

  test("[S-CONSULT-02] the anchor #one-on-one-consultations holds the session cards", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${PATH}#one-on-one-consultations`);
    const section = page.locator("section#one-on-one-consultations");
    await expect(section).toHaveCount(1);
    await expect(section.locator("[data-session]")).toHaveCount(3);
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("[S-CONSULT-03] [S-SVCPAGE-01] the hero's three buttons jump to mentorship, AI matching and premium sessions", async ({
    page,
  }) => {
    await page.setViewportSize(viewports.phone);
    // Jump instantly: Playwright's own scrolling to the link would otherwise race the smooth one.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PATH);
    const hero = page.getByRole("region", { name: "Expert Advice, One Conversation at a Time" });
    const bar = hero.getByRole("navigation", { name: "On this page" });
    await expect(bar.getByRole("link")).toHaveText([
      "Monthly Mentorship",
      "AI Consultant Matching",
      "Premium Sessions",
    ]);
    for (const [label, id, heading] of [
      ["Monthly Mentorship", "mentorship", "Monthly Business Mentorship"],
      ["AI Consultant Matching", "ai-matching", "AI Strategy Consultant Matching"],
      ["Premium Sessions", "premium-sessions", "Premium Sessions"],
    ] as const) {
      const link = bar.getByRole("link", { name: label });
      await expect(link).toHaveAttribute("href", `${PATH}#${id}`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${PATH}#${id}$`));
      const title = page.locator(`section#${id}`).getByRole("heading", { level: 2, name: heading });
      await expect(title).toBeInViewport();
      // The fixed navbar does not cover the section's heading.
      await expect.poll(async () => (await title.boundingBox())!.y).toBeGreaterThanOrEqual(64);
    }
  });

  test("[S-CONSULT-05] AI Strategy Consultant Matching lists its four steps", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const steps = page
      .locator("section#ai-matching")
      .getByRole("list", { name: "How AI matching works" })
      .getByRole("listitem");
    await expect(steps).toHaveCount(4);
    await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
      "Needs assessment",
      "Service recommendation",
      "Booking link",
      "Follow-up email",
    ]);
  });

  test("[S-CONSULT-06] [S-CONSULT-07] [S-CONSULT-08] [S-CONSULT-09] [S-CONSULT-10] [S-CONSULT-11] [S-SVCPAGE-04] three session cards with duration, price, description, bullets and Book Session", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const cards = page.locator("#one-on-one-consultations [data-session]");
    await expect(cards).toHaveCount(3);
    for (const [i, [duration, price]] of [
      ["15 minutes", "$25"],
      ["30 minutes", "$60"],
      ["60 minutes", "$90"],
    ].entries()) {
      const card = cards.nth(i);
      const tier = consultationTiers[i]!;
      await expect(card.locator("[data-duration]")).toHaveText(duration!);
      await expect(card.locator("[data-price]")).toHaveText(price!);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(tier.title);
      await expect(card).toContainText(tier.description);
      const bullets = card.getByRole("listitem");
      await expect(bullets).toHaveText([...tier.bulletPoints]);
      const book = card.getByRole("link", { name: /^Book Session/ });
      await expect(book).toHaveCount(1);
      await expect(book).toHaveAttribute("href", tier.url);
      await expect(book).toHaveAttribute("href", /^https:\/\//);
      await expect(book).toHaveAttribute("target", "_blank");
      await expect(book).toHaveAttribute("rel", /noopener/);
    }
  });

  test("[S-CONSULT-12] 'Schedule Premium Session' goes to the founder page's consultations", async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(PATH);
    const premium = page.locator("section#premium-sessions");
    await expect(premium.getByRole("heading", { level: 2 })).toHaveText("Premium Sessions");
    const seats = premium.locator("[data-seat]");
    await expect(seats).toHaveCount(2);
    await expect(seats.nth(0)).toContainText("30-minute Strategy Seat");
    await expect(seats.nth(0)).toContainText("$100");
    await expect(seats.nth(1)).toContainText("60-minute Strategy Seat");
    await expect(seats.nth(1)).toContainText("$150");
    const link = premium.getByRole("link", { name: "Schedule Premium Session" });
    await expect(link).toHaveAttribute("href", `${founderPath}#consultations`);
    await expect(link).not.toHaveAttribute("target", "_blank");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${founderPath}#consultations$`));
    await expect(
      page.locator("section#consultations").getByRole("heading", { level: 2 }),
    ).toBeInViewport();
  });

  test("[S-CONSULT-13] [S-SVCPAGE-05] the mentorship section ends the page with its call to action", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const sections = page.locator("main section");
    await expect(sections.last()).toHaveAttribute("id", "mentorship");
    await expect(sections.last().getByRole("link", { name: /^Get Started/ })).toBeVisible();
  });

  test("[S-CONSULT-14] [S-CONSULT-15] Monthly Business Mentorship costs $125/month and lists its four benefits", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const section = page.locator("section#mentorship");
    await expect(section.getByRole("heading", { level: 2 })).toHaveText(
      "Monthly Business Mentorship",
    );
    await expect(section.locator("[data-mentorship-offer] [data-price]")).toHaveText("$125/month");
    await expect(
      section.getByRole("list", { name: "Mentorship benefits" }).getByRole("listitem"),
    ).toHaveText([
      "Monthly 60-minute one-on-one consultation",
      "Unlimited email support",
      "Personalised action steps",
      "Step-by-step guidance",
    ]);
  });

  test("[S-CONSULT-16] the mentorship services are grouped under the five categories", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const groups = page.locator("section#mentorship [data-category]");
    await expect(groups.getByRole("heading", { level: 4 })).toHaveText([
      "Business Strategy & Planning",
      "Marketing & Branding",
      "Financial Management",
      "Business Growth & Development",
      "Mindset & Support",
    ]);
    for (const [i, category] of mentorshipCategories.entries())
      await expect(groups.nth(i).getByRole("listitem")).toHaveText([...category.services]);
  });

  test("[S-CONSULT-17] [S-SVCPAGE-07] Get Started and every other external link open in a new tab", async ({
    pageAt,
  }) => {
    const page = await pageAt(PATH);
    const getStarted = page
      .locator("section#mentorship")
      .getByRole("link", { name: /^Get Started/ });
    await expect(getStarted).toHaveCount(1);
    await expect(getStarted).toHaveAttribute("href", mentorship.url);
    await expect(getStarted).toHaveAttribute("href", /^https:\/\//);
    await expect(getStarted).toHaveAttribute("target", "_blank");
    await expect(getStarted).toHaveAttribute("rel", /noopener/);

    const external = page.locator("main a[href^='http']");
    await expect(external).toHaveCount(4);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });
});
