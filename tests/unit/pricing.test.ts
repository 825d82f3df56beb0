import { describe, expect, test } from "vitest";
import { searchItems, searchTerms } from "~/utils/catalog-search";
import { formatPrice } from "~/utils/money";
import {
  cardFeatures,
  offersPaymentPlan,
  payInFourText,
  payLaterInstalmentCents,
  payLaterInstalmentText,
  payLaterPlanText,
  paymentPlanText,
  turnaroundDays,
  turnaroundText,
} from "~/utils/pricing";
import { checkoutPath, signInToPurchasePath } from "~/utils/purchase";

describe("turnarounds (D2 §9)", () => {
  test.each([
    ["service", 4],
    ["package", 6],
    ["projection", 5],
    ["plan-revamp", 3],
    ["plan", 7],
    ["grant", 7],
  ] as const)("%s: %i business days", (kind, days) => {
    expect(turnaroundDays(kind)).toBe(days);
    expect(turnaroundText(kind)).toBe(`Turnaround time: ${days} business days`);
  });

  test("[S-AIPAGE-10] a service card lists 'Turnaround time: 4 business days' after its features", () => {
    expect(cardFeatures({ features: ["A", "B"], kind: "service" })).toEqual([
      "A",
      "B",
      "Turnaround time: 4 business days",
    ]);
  });

  test("[S-AIPAGE-12] a package turns around in 6 business days", () => {
    expect(cardFeatures({ features: [], kind: "package" })).toEqual([
      "Turnaround time: 6 business days",
    ]);
  });

  test("[S-PLANS-13] [S-PLANS-14] [S-PLANS-15] projections 5, a revamp 3, other plans 7", () => {
    expect(turnaroundDays("projection")).toBe(5);
    expect(turnaroundDays("plan-revamp")).toBe(3);
    expect(turnaroundDays("plan")).toBe(7);
  });

  test("sessions, memberships, trainings and custom builds promise no turnaround", () => {
    for (const kind of ["session", "membership", "training", "custom"] as const) {
      expect(turnaroundText(kind)).toBeUndefined();
      expect(cardFeatures({ features: ["A"], kind })).toEqual(["A"]);
    }
  });
});

describe("payment plans (D2 §9, one rule: ADR 34)", () => {
  test("[S-CHECKOUT-10] [S-CHECKOUT-12] one instalment: a quarter of the price, up to the cent", () => {
    expect(payLaterInstalmentCents(150000)).toBe(37500);
    expect(payLaterInstalmentCents(35000)).toBe(8750);
    expect(payLaterInstalmentCents(4500)).toBe(1125);
    expect(payLaterInstalmentCents(19999)).toBe(5000);
    expect(payLaterInstalmentText(35000)).toBe("$87.50");
    expect(payLaterInstalmentText(150000)).toBe("$375");
    expect(payLaterInstalmentText(1_000_000)).toBe("$2,500");
  });

  test("[S-CHECKOUT-10] [S-CHECKOUT-11] '4 payments' shown from $200 up, or when flagged, never below $200 unflagged", () => {
    expect(paymentPlanText({ priceCents: 20000 })).toBe("or 4 payments of $50");
    expect(paymentPlanText({ priceCents: 150000 })).toBe("or 4 payments of $375");
    expect(paymentPlanText({ priceCents: 35000 })).toBe("or 4 payments of $87.50");
    expect(paymentPlanText({ priceCents: 19999 })).toBeUndefined();
    expect(paymentPlanText({ priceCents: 19900, payInFour: true })).toBe("or 4 payments of $49.75");
    expect(paymentPlanText({ priceCents: 6500 })).toBeUndefined();
  });

  test("the card and the pay-later tab: the same amount, offered for the same items", () => {
    const items = [
      { priceCents: 25000 },
      { priceCents: 69900 },
      { priceCents: 6500 },
      { priceCents: 4500, payInFour: true },
      { priceCents: 50000, monthly: true },
    ];
    for (const item of items) {
      const card = paymentPlanText(item);
      expect(card !== undefined, JSON.stringify(item)).toBe(offersPaymentPlan(item));
      if (card) expect(card).toBe(`or ${payLaterPlanText(item.priceCents)}`);
    }
    expect(payLaterPlanText(25000)).toBe("4 payments of $62.50");
  });

  test("an item's own text wins, and monthly items never show a plan", () => {
    expect(
      paymentPlanText({ priceCents: 250000, paymentPlan: "or 4 equal payments of $625" }),
    ).toBe("or 4 equal payments of $625");
    expect(
      offersPaymentPlan({ priceCents: 250000, paymentPlan: "or 4 equal payments of $625" }),
    ).toBe(true);
    expect(paymentPlanText({ priceCents: 50000, monthly: true })).toBeUndefined();
    expect(offersPaymentPlan({ priceCents: 50000, monthly: true })).toBe(false);
  });

  test("[S-GRANTS-12] pay-in-four on grant cards: the same instalment", () => {
    expect(payInFourText(4500)).toBe("Pay-in-four: 4 payments of $11.25");
    expect(payInFourText(8500)).toBe("Pay-in-four: 4 payments of $21.25");
    expect(payInFourText(14500)).toBe("Pay-in-four: 4 payments of $36.25");
    expect(payInFourText(7500)).toBe("Pay-in-four: 4 payments of $18.75");
  });

  test("monthly prices read '/month'", () => {
    expect(formatPrice({ priceCents: 12500, monthly: true })).toBe("$125/month");
    expect(formatPrice({ priceCents: 12500 })).toBe("$125");
  });
});

describe("search", () => {
  const items = [
    { id: "a", title: "AI Email Marketing", description: "Sequences", features: ["Subject lines"] },
    { id: "b", title: "Logo Design", description: "A logo", features: ["2 concepts"] },
    { id: "a", title: "AI Email Marketing", description: "Sequences", features: ["Subject lines"] },
  ];

  test("[S-BOOKNOW-03] every word must match title, description or features, case-insensitively", () => {
    expect(searchItems(items, "email").map((i) => i.id)).toEqual(["a"]);
    expect(searchItems(items, "  LOGO   concepts ").map((i) => i.id)).toEqual(["b"]);
    expect(searchItems(items, "logo email")).toEqual([]);
  });

  test("an empty or blank query matches nothing, and an item shows once", () => {
    expect(searchItems(items, "   ")).toEqual([]);
    expect(searchTerms("")).toEqual([]);
    expect(searchItems(items, "ai").length).toBe(1);
  });
});

describe("purchase paths", () => {
  test("checkout takes the item in the query (no route parameters)", () => {
    expect(checkoutPath("brand-logo")).toBe("/checkout?product=brand-logo");
  });

  test("sign-in comes back to the current path and query", () => {
    const url = new URL(signInToPurchasePath("/book-now?category=brand"), "http://x");
    expect(url.pathname).toBe("/auth");
    expect(url.searchParams.get("returnTo")).toBe("/book-now?category=brand");
  });
});
