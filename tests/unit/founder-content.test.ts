import { existsSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { external } from "~/content/external";
import {
  EVENT_REVIEWS_MESSAGE,
  founderIntro,
  founderSections,
  partnershipOfferings,
  speakingTopics,
} from "~/content/founder";
import { strategySeats } from "~/content/founder.server";
import {
  discountText,
  mailboxBenefits,
  mailboxOffer,
  mailboxSteps,
  priceFromText,
} from "~/content/mailbox";
import { founderPath, site } from "~/content/site";

describe("founder content", () => {
  test("[S-FOUNDER-01] the page's path follows the founder's first name", () => {
    expect(founderPath).toBe(`/work-with-${site.founder.firstName.toLowerCase()}`);
    expect(founderIntro.title).toContain(site.founder.firstName);
  });

  test("[S-FOUNDER-02] [S-FOUNDER-03] the three sections", () => {
    expect(founderSections.map((s) => s.id)).toEqual(["consultations", "speaking", "training"]);
  });

  test("[S-FOUNDER-04] [S-FOUNDER-05] [S-FOUNDER-06] two Strategy Seats: 30 min $100, 60 min $150", () => {
    expect(strategySeats.map((s) => [s.minutes, s.priceCents])).toEqual([
      [30, 100_00],
      [60, 150_00],
    ]);
    expect(strategySeats.map((s) => s.duration)).toEqual(["30 minutes", "60 minutes"]);
  });

  test("[S-FOUNDER-07] every Strategy Seat is complete", () => {
    for (const seat of strategySeats) {
      expect(seat.description.length).toBeGreaterThan(20);
      expect(seat.perfectFor.length).toBeGreaterThanOrEqual(3);
      expect(seat.youllReceive.length).toBeGreaterThanOrEqual(3);
      expect(seat.url).toMatch(/^https:\/\//);
    }
  });

  test("[S-FOUNDER-08] [S-FOUNDER-09] nine Power Talks, each complete and unique", () => {
    expect(speakingTopics).toHaveLength(9);
    expect(new Set(speakingTopics.map((t) => t.id)).size).toBe(9);
    expect(new Set(speakingTopics.map((t) => t.title)).size).toBe(9);
    for (const topic of speakingTopics) {
      expect(topic.title.trim()).not.toBe("");
      expect(topic.subtitle.length).toBeGreaterThan(10);
      expect(topic.description.length).toBeGreaterThan(60);
      expect(topic.keyTakeaways.length).toBeGreaterThanOrEqual(3);
      for (const takeaway of topic.keyTakeaways) expect(takeaway.trim()).not.toBe("");
    }
  });

  test("[S-FOUNDER-10] the Event Reviews text", () => {
    expect(EVENT_REVIEWS_MESSAGE).toBe("Video testimonials coming soon...");
  });

  test("[S-FOUNDER-11] the speaker request form is an external https page", () => {
    expect(external.speakerRequest).toMatch(/^https:\/\//);
  });

  test("[S-FOUNDER-12] six corporate partnership offerings", () => {
    expect(partnershipOfferings).toHaveLength(6);
    expect(new Set(partnershipOfferings.map((o) => o.title)).size).toBe(6);
    for (const offering of partnershipOfferings) {
      expect(offering.description.length).toBeGreaterThan(30);
      expect(offering.format.trim()).not.toBe("");
    }
  });

  test("the founder's portrait exists", () => {
    expect(existsSync(`public${founderIntro.image.src}`)).toBe(true);
  });

  test("no content hard-codes a placeholder", () => {
    const text = JSON.stringify({
      founderIntro,
      strategySeats,
      speakingTopics,
      partnershipOfferings,
    });
    expect(text).not.toMatch(/lorem|ipsum|coming soon|TODO/i);
  });
});

describe("virtual mailbox content", () => {
  test("[S-MAILBOX-02] code BTE15 gives 15% off", () => {
    expect(mailboxOffer.code).toBe("BTE15");
    expect(discountText).toBe("15%");
  });

  test("[S-MAILBOX-03] prices from $9.99/month", () => {
    expect(priceFromText).toBe("$9.99/month");
  });

  test("[S-MAILBOX-04] three steps", () => {
    expect(mailboxSteps).toHaveLength(3);
    for (const step of mailboxSteps) expect(step.description.length).toBeGreaterThan(30);
  });

  test("[S-MAILBOX-05] six benefits", () => {
    expect(mailboxBenefits).toHaveLength(6);
    expect(new Set(mailboxBenefits.map((b) => b.title)).size).toBe(6);
  });

  test("[S-MAILBOX-06] Get Started goes to the partner's affiliate link", () => {
    expect(mailboxOffer.url).toBe(external.virtualMailbox);
    expect(mailboxOffer.url).toMatch(/^https:\/\//);
  });
});
