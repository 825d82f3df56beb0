import { describe, expect, test } from "vitest";
import { searchItems, searchTerms } from "~/utils/catalog-search";
import { formatPrice } from "~/utils/money";
import {
  cardFeatures,
  payInFourText,
  payLaterInstallmentText,
  paymentPlanText,
  quarterRoundedUpCents,
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

describe("payment plans (D2 §9)", () => {
  test("[S-CHECKOUT-10] a quarter of the price, rounded up to the dollar", () => {
    expect(quarterRoundedUpCents(150000)).toBe(37500);
    expect(quarterRoundedUpCents(4500)).toBe(1200);
    expect(quarterRoundedUpCents(20000)).toBe(5000);
    expect(quarterRoundedUpCents(19900)).toBe(5000);
  });

  test("[S-CHECKOUT-10] [S-CHECKOUT-11] '4 payments' shown from $200 up, or when flagged, never below $200 unflagged", () => {
    expect(paymentPlanText({ priceCents: 20000 })).toBe("or 4 payments of $50");
    expect(paymentPlanText({ priceCents: 150000 })).toBe("or 4 payments of $375");
    expect(paymentPlanText({ priceCents: 19999 })).toBeUndefined();
    expect(paymentPlanText({ priceCents: 19900, payInFour: true })).toBe("or 4 payments of $50");
    expect(paymentPlanText({ priceCents: 6500 })).toBeUndefined();
  });

  test("an item's own text wins, and monthly items never show a plan", () => {
    expect(
      paymentPlanText({ priceCents: 250000, paymentPlan: "or 4 equal payments of $625" }),
    ).toBe("or 4 equal payments of $625");
    expect(paymentPlanText({ priceCents: 50000, monthly: true })).toBeUndefined();
  });

  test("[S-CHECKOUT-12] the pay-later instalment is a quarter of the price to 2 decimals", () => {
    expect(payLaterInstallmentText(37500)).toBe("$93.75");
    expect(payLaterInstallmentText(150000)).toBe("$375.00");
    expect(payLaterInstallmentText(1_000_000)).toBe("$2,500.00");
    expect(payLaterInstallmentText(19900)).toBe("$49.75");
  });

  test("[S-GRANTS-12] pay-in-four on grant cards is a quarter of the price rounded up", () => {
    expect(payInFourText(4500)).toBe("Pay-in-four: 4 payments of $12");
    expect(payInFourText(8500)).toBe("Pay-in-four: 4 payments of $22");
    expect(payInFourText(14500)).toBe("Pay-in-four: 4 payments of $37");
    expect(payInFourText(7500)).toBe("Pay-in-four: 4 payments of $19");
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
