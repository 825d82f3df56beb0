import { describe, expect, test } from "vitest";
import {
  BUSINESS_PLAN_FACTORY_ID,
  BUSINESS_PLAN_PATH,
  businessPlanConsultant,
  businessPlanFactory,
  businessPlanSeo,
  trackRecord,
} from "~/content/business-plan-page";
import { businessPlanOffers } from "~/content/business-plan-page.server";
import { publicPages } from "~/content/pages";
import routes from "~/routes";
import { formatMoney } from "~/utils/money";
import { offerCatalogJsonLd } from "~/utils/offer-catalog";
import { paymentPlanText, turnaroundText } from "~/utils/pricing";

describe("business plans page content", () => {
  test("[S-PLANS-01] /business-plan is a registered public page with its route module", () => {
    expect(BUSINESS_PLAN_PATH).toBe("/business-plan");
    expect(publicPages.filter((page) => page.path === "/business-plan")).toHaveLength(1);
    expect(routes).toContainEqual(
      expect.objectContaining({ path: "business-plan", file: "routes/business-plan.tsx" }),
    );
  });

  test("[S-PLANS-02] the factory section's anchor is business-plan-factory", () => {
    expect(BUSINESS_PLAN_FACTORY_ID).toBe("business-plan-factory");
  });

  test("[S-SVCPAGE-02] the business plans consultant introduces the page", () => {
    expect(businessPlanConsultant.role).toBe("Business plans");
    expect(businessPlanConsultant.video.src).toMatch(/^\/videos\/team\/[\w-]+\.mp4$/);
  });

  test("[S-PLANS-05] [S-PLANS-06] [S-PLANS-16] the track record of D2 §9 and its wording", () => {
    expect(trackRecord).toEqual({
      fiveStarReviews: 125,
      yearsOfExperience: 14,
      businessPlansWritten: 125,
    });
    expect(businessPlanFactory.lead).toContain("more than 125 five-star reviews");
    expect(businessPlanFactory.lead).toContain("14 years");
    expect(businessPlanFactory.lead).toContain("over 125 business plans");
  });

  test("[S-PLANS-04] the factory's consultation is the $25 business plan consultation, booked externally", () => {
    expect(formatMoney(businessPlanOffers.consultation.priceCents)).toBe("$25");
    expect(businessPlanOffers.consultation.url).toMatch(/^https:\/\//);
  });

  test("[S-PLANS-03] [S-PLANS-07] the factory presents SBA-standard plans and payment plans", () => {
    const titles = businessPlanFactory.points.map((point) => point.title);
    expect(titles).toContain("SBA-standard plans");
    expect(titles).toContain("Payment plans available");
  });

  test("[S-PLANS-07] every business plan offers a payment plan, as the factory promises", () => {
    for (const plan of businessPlanOffers.plans)
      expect(paymentPlanText(plan), plan.id).toMatch(/^or 4 payments of \$\d+(\.\d\d)?$/);
  });

  test("[S-PLANS-08] [S-PLANS-14] [S-PLANS-15] five plans: the revamp in 3 business days, the others in 7", () => {
    expect(businessPlanOffers.plans.map((plan) => [plan.id, turnaroundText(plan.kind)])).toEqual([
      ["plan-revamp", "Turnaround time: 3 business days"],
      ["plan-organizational", "Turnaround time: 7 business days"],
      ["plan-funding", "Turnaround time: 7 business days"],
      ["plan-nonprofit", "Turnaround time: 7 business days"],
      ["plan-real-estate", "Turnaround time: 7 business days"],
    ]);
    for (const plan of businessPlanOffers.plans) expect(plan.url).toBeUndefined();
  });

  test("[S-PLANS-09] every card has something in its What's Included list", () => {
    for (const item of [...businessPlanOffers.plans, ...businessPlanOffers.projections])
      expect(item.features.length, item.id).toBeGreaterThan(0);
  });

  test("[S-PLANS-11] [S-PLANS-13] projections for 1, 3 and 5 years, each in 5 business days", () => {
    expect(
      businessPlanOffers.projections.map((item) => [item.title, turnaroundText(item.kind)]),
    ).toEqual([
      ["1-Year Financial Projections", "Turnaround time: 5 business days"],
      ["3-Year Financial Projections", "Turnaround time: 5 business days"],
      ["5-Year Financial Projections", "Turnaround time: 5 business days"],
    ]);
  });

  test("[S-PRICES-40] [S-PRICES-41] [S-PRICES-42] [S-PRICES-43] [S-PRICES-44] [S-PRICES-45] [S-PRICES-46] [S-PRICES-47] the page's items carry the price list's prices", () => {
    const prices = Object.fromEntries(
      [...businessPlanOffers.plans, ...businessPlanOffers.projections].map((item) => [
        item.id,
        formatMoney(item.priceCents),
      ]),
    );
    expect(prices).toEqual({
      "projections-1-year": "$125",
      "projections-3-years": "$275",
      "projections-5-years": "$350",
      "plan-revamp": "$200",
      "plan-organizational": "$300",
      "plan-funding": "$400",
      "plan-nonprofit": "$400",
      "plan-real-estate": "$400",
    });
  });

  test("the search description fits in 160 characters and names the track record", () => {
    expect(businessPlanSeo.description.length).toBeLessThanOrEqual(160);
    expect(businessPlanSeo.description).toContain("14 years");
  });
});

describe("offerCatalogJsonLd", () => {
  const block = offerCatalogJsonLd("https://example.com", {
    name: "Business Plan Writing",
    description: "Plans",
    path: "/business-plan",
    items: [
      ...businessPlanOffers.plans.slice(0, 1),
      {
        id: "monthly-thing",
        title: "Monthly Thing",
        description: "Every month",
        priceCents: 150_00,
        features: [],
        icon: "Crown",
        kind: "membership",
        monthly: true,
        url: "https://pay.example/monthly",
      },
    ],
  });

  test("a Service of the business with one Offer per item at its catalogue price", () => {
    expect(block).toMatchObject({
      "@type": "Service",
      url: "https://example.com/business-plan",
      provider: { "@id": "https://example.com/#business" },
      hasOfferCatalog: { "@type": "OfferCatalog", name: "Business Plan Writing" },
    });
    const [plan, monthly] = block.hasOfferCatalog.itemListElement;
    expect(plan).toMatchObject({
      "@type": "Offer",
      name: "Business Plan Revamp",
      price: "200.00",
      priceCurrency: "USD",
      url: "https://example.com/business-plan",
    });
    expect(plan).not.toHaveProperty("priceSpecification");
    expect(monthly).toMatchObject({
      price: "150.00",
      url: "https://pay.example/monthly",
      priceSpecification: { "@type": "UnitPriceSpecification", unitCode: "MON" },
    });
  });
});
