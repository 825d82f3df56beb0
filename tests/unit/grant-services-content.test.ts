import { describe, expect, test } from "vitest";
import { grantConsultation } from "~/content/catalog";
import {
  GRANT_SERVICES_PATH,
  gClubSteps,
  grantConsultant,
  grantConsultationLabel,
  grantSeo,
  grantServices,
  highestGrant,
  whyChooseReasons,
} from "~/content/grant-services-page";
import { grantOffers } from "~/content/grant-services-page.server";
import { publicPages } from "~/content/pages";
import routes from "~/routes";
import { formatMoney, formatPrice } from "~/utils/money";
import { cardFeatures, payInFourText } from "~/utils/pricing";

describe("grant services page content", () => {
  test("[S-GRANTS-01] /grant-services is a registered public page with its route module", () => {
    expect(GRANT_SERVICES_PATH).toBe("/grant-services");
    expect(publicPages.filter((page) => page.path === "/grant-services")).toHaveLength(1);
    expect(routes).toContainEqual(
      expect.objectContaining({ path: "grant-services", file: "routes/grant-services.tsx" }),
    );
  });

  test("[S-SVCPAGE-02] the grants consultant introduces the page", () => {
    expect(grantConsultant.role).toBe("Grants, non-profit strategy and funding");
  });

  test("[S-GRANTS-02] the highest grant secured is $65,000", () => {
    expect(highestGrant.amount).toBe("$65,000");
    expect(highestGrant.statement).toBe(
      "The highest grant we have secured for a client is $65,000.",
    );
  });

  test("[S-GRANTS-03] the why-choose list, in the spec's order", () => {
    expect(whyChooseReasons.map((reason) => reason.title)).toEqual([
      "Transparent pricing",
      "Payment plans",
      "7 business day turnaround",
      "Industry research",
      "Ongoing support",
    ]);
  });

  test("[S-GRANTS-04] 'Book $25 Grant Consultation' opens the grant consultation's booking page", () => {
    expect(grantOffers.consultation).toBe(grantConsultation);
    expect(grantConsultationLabel(grantOffers.consultation)).toBe("Book $25 Grant Consultation");
    expect(grantOffers.consultation.url).toMatch(/^https:\/\//);
  });

  test("[S-GRANTS-05] [S-GRANTS-06] [S-GRANTS-07] [S-GRANTS-08] G Club+: $150 a month, 1 credit a month, 2 credits an application", () => {
    expect(formatPrice(grantOffers.gClub)).toBe("$150/month");
    expect(grantOffers.gClub.features).toContain("Each month of payment equals 1 credit");
    expect(grantOffers.gClub.features).toContain("Every 2 credits equal 1 grant application");
    expect(gClubSteps(grantOffers.gClub).map((step) => step.text)).toEqual([
      "Your membership is $150 a month.",
      "Each month of payment equals 1 credit.",
      "Every 2 credits equal 1 grant application.",
    ]);
    // Bought in the site (sign-in, then checkout), not on a hosted page.
    expect(grantOffers.gClub.url).toBeUndefined();
  });

  test("[S-GRANTS-09] 'Grant Research' and 'Grant Writing' each schedule on their own external page", () => {
    expect(grantServices.map((service) => service.title)).toEqual([
      "Grant Research",
      "Grant Writing",
    ]);
    for (const service of grantServices) expect(service.scheduleUrl).toMatch(/^https:\/\//);
    expect(new Set(grantServices.map((service) => service.scheduleUrl)).size).toBe(2);
  });

  test("[S-GRANTS-10] every research package is bought on an external hosted page", () => {
    expect(grantOffers.packages.map((item) => item.id)).toEqual([
      "grant-research-3",
      "grant-research-6",
      "grant-research-10",
      "grant-completion",
    ]);
    for (const item of grantOffers.packages) expect(item.url, item.id).toMatch(/^https:\/\//);
  });

  test("[S-GRANTS-12] [S-PRICES-48] [S-PRICES-49] [S-PRICES-50] [S-PRICES-51] prices and pay-in-four (a quarter, to the cent: ADR 34)", () => {
    expect(
      grantOffers.packages.map((item) => [
        formatMoney(item.priceCents),
        payInFourText(item.priceCents),
      ]),
    ).toEqual([
      ["$45", "Pay-in-four: 4 payments of $11.25"],
      ["$85", "Pay-in-four: 4 payments of $21.25"],
      ["$145", "Pay-in-four: 4 payments of $36.25"],
      ["$75", "Pay-in-four: 4 payments of $18.75"],
    ]);
  });

  test("grant packages show the 7 business day turnaround", () => {
    for (const item of grantOffers.packages)
      expect(cardFeatures(item)).toContain("Turnaround time: 7 business days");
  });

  test("the search description fits in 160 characters", () => {
    expect(grantSeo.description.length).toBeLessThanOrEqual(160);
    expect(grantSeo.description).toContain("$65,000");
  });
});
