import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { discoveryCallLabel } from "~/content/avatars";
import { avatarOffers } from "~/content/avatars.server";
import { assistantServices } from "~/content/catalog/assistants";
import {
  aiDiscoveryCall,
  consultationTiers,
  mentorship,
  strategySeatItems,
} from "~/content/catalog/consultations";
import { trainingItem } from "~/content/catalog/training";
import {
  aiMatching,
  consultationsAnchors,
  consultationsHost,
  consultationsJumpLinks,
  consultationsPath,
  mentorshipCategories,
  mentorshipSection,
  premiumSessions,
} from "~/content/consultations-page";
import { consultationOffers } from "~/content/consultations-page.server";
import { strategySeats } from "~/content/founder.server";
import { publicPages } from "~/content/pages";
import { founderPath } from "~/content/site";
import { consultantFor } from "~/content/team";
import { trainingPrice } from "~/content/training";
import { formatMoney, formatPrice } from "~/utils/money";

describe("consultations page content", () => {
  test("[S-CONSULT-01] /consultations is a registered public page", () => {
    expect(consultationsPath).toBe("/consultations");
    expect(publicPages.filter((page) => page.path === "/consultations")).toHaveLength(1);
  });

  test("[S-CONSULT-02] [S-CONSULT-03] the jump bar leads to mentorship, AI matching and premium sessions", () => {
    expect(consultationsAnchors.sessions).toBe("one-on-one-consultations");
    expect(consultationsJumpLinks.map((link) => link.id)).toEqual([
      consultationsAnchors.mentorship,
      consultationsAnchors.aiMatching,
      consultationsAnchors.premium,
    ]);
    const ids = Object.values(consultationsAnchors);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("[S-CONSULT-04] the host is the consultations consultant, with a video and portrait on disk", () => {
    expect(consultationsHost).toBe(consultantFor("/consultations"));
    expect(consultationsHost.role).toBe("Consultations and mentorship");
    expect(existsSync(`public${consultationsHost.video.src}`)).toBe(true);
    expect(existsSync(`public${consultationsHost.image.src}`)).toBe(true);
  });

  test("[S-CONSULT-05] AI Strategy Consultant Matching has its four steps in order", () => {
    expect(aiMatching.title).toBe("AI Strategy Consultant Matching");
    expect(aiMatching.steps.map((step) => step.title)).toEqual([
      "Needs assessment",
      "Service recommendation",
      "Booking link",
      "Follow-up email",
    ]);
    for (const step of aiMatching.steps) expect(step.text.length).toBeGreaterThan(40);
  });

  test("[S-CONSULT-06] [S-CONSULT-07] [S-CONSULT-09] [S-CONSULT-10] [S-CONSULT-11] three sessions: 15 min $25, 30 min $60, 60 min $90", () => {
    expect(consultationOffers.tiers).toBe(consultationTiers);
    expect(
      consultationOffers.tiers.map((tier) => [tier.duration, tier.priceCents, formatPrice(tier)]),
    ).toEqual([
      ["15 minutes", 25_00, "$25"],
      ["30 minutes", 60_00, "$60"],
      ["60 minutes", 90_00, "$90"],
    ]);
    for (const tier of consultationOffers.tiers) {
      expect(tier.description.length).toBeGreaterThan(30);
      expect(tier.bulletPoints.length).toBeGreaterThanOrEqual(3);
    }
  });

  test("[S-CONSULT-08] every session books on an external https page", () => {
    for (const tier of consultationOffers.tiers) expect(tier.url).toMatch(/^https:\/\//);
  });

  test("[S-CONSULT-12] Schedule Premium Session goes to the founder page's #consultations", () => {
    expect(premiumSessions.title).toBe("Premium Sessions");
    expect(premiumSessions.linkLabel).toBe("Schedule Premium Session");
    expect(premiumSessions.href).toBe(`${founderPath}#consultations`);
    expect(consultationOffers.seats.map((seat) => [seat.minutes, seat.item.priceCents])).toEqual([
      [30, 100_00],
      [60, 150_00],
    ]);
  });

  test("[S-CONSULT-14] [S-CONSULT-15] Monthly Business Mentorship at $125/month with its four benefits", () => {
    expect(consultationOffers.mentorship).toBe(mentorship);
    expect(mentorship.title).toBe("Monthly Business Mentorship");
    expect(formatPrice(mentorship)).toBe("$125/month");
    expect(mentorship.features).toEqual([
      "Monthly 60-minute one-on-one consultation",
      "Unlimited email support",
      "Personalised action steps",
      "Step-by-step guidance",
    ]);
  });

  test("[S-CONSULT-16] the five mentorship categories, each with its own services", () => {
    expect(mentorshipCategories.map((category) => category.title)).toEqual([
      "Business Strategy & Planning",
      "Marketing & Branding",
      "Financial Management",
      "Business Growth & Development",
      "Mindset & Support",
    ]);
    const services = mentorshipCategories.flatMap((category) => category.services);
    expect(new Set(services).size).toBe(services.length);
    for (const category of mentorshipCategories) {
      expect(category.services.length).toBeGreaterThanOrEqual(3);
      for (const service of category.services) expect(service.trim()).not.toBe("");
    }
  });

  test("[S-CONSULT-17] the mentorship's Get Started is an external https form", () => {
    expect(mentorshipSection.actionLabel).toBe("Get Started");
    expect(mentorship.url).toMatch(/^https:\/\//);
  });
});

describe("prices shown outside the catalogue come from it", () => {
  test("[S-PRICES-56] [S-PRICES-57] [S-PRICES-58] [S-PRICES-59] [S-PRICES-60] the AI assistant price list", () => {
    expect(assistantServices.map((service) => [service.id, formatPrice(service)])).toEqual([
      ["ai-chatbots", "$1,000"],
      ["custom-ai-assistants", "$1,500"],
      ["ai-voice-agents", "$10,000"],
      ["generative-ai-avatars", "$2,500"],
      ["ai-ongoing-support", "$500/month"],
    ]);
  });

  test("[S-AVATARS-06] the AI avatars discovery call's price is the catalogue's AI discovery call", () => {
    expect(formatMoney(aiDiscoveryCall.priceCents)).toBe("$25");
    expect(avatarOffers.discoveryCall).toBe(aiDiscoveryCall);
    expect(discoveryCallLabel(avatarOffers.discoveryCall)).toBe("Book Discovery Call - $25");
  });

  test("[S-FOUNDER-05] [S-FOUNDER-06] the founder's Strategy Seats are the catalogue's", () => {
    expect(strategySeats.map((seat) => [seat.id, seat.priceCents, seat.url])).toEqual(
      ([30, 60] as const).map((minutes) => [
        strategySeatItems[minutes].id,
        strategySeatItems[minutes].priceCents,
        strategySeatItems[minutes].url,
      ]),
    );
    expect(strategySeats.map((seat) => formatMoney(seat.priceCents))).toEqual(["$100", "$150"]);
  });

  test("[S-PRICES-61] the training price is the catalogue's training item", () => {
    expect(trainingPrice).toEqual({ cents: trainingItem.priceCents, label: "$19" });
    expect(trainingItem.priceCents).toBe(19_00);
  });

  test("no page content file writes a price of its own", () => {
    for (const file of [
      "app/content/avatars.ts",
      "app/content/avatars.server.ts",
      "app/content/consultations-page.ts",
      "app/content/consultations-page.server.ts",
      "app/content/founder.ts",
      "app/content/founder.server.ts",
      "app/content/training.ts",
    ]) {
      const code = readFileSync(file, "utf8")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .replace(/^\s*\/\/.*$/gm, "");
      expect(code, file).not.toMatch(/\bprice\w*\s*:\s*\d/i);
      expect(code, file).not.toMatch(/\$\d/);
      expect(code, file).not.toMatch(/\bcents\s*:\s*\d/i);
    }
  });
});
