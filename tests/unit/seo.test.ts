import { describe, expect, test } from "vitest";
import { site } from "~/content/site";
import {
  breadcrumbJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  segmentLabel,
  seo,
} from "~/utils/seo";

const siteUrl = "https://example.test";
const meta = seo(
  {
    title: "About",
    description: "About the company",
    keywords: ["team"],
    path: "/about",
    article: {
      publishedTime: "2026-01-02T00:00:00Z",
      modifiedTime: "2026-02-03T00:00:00Z",
      section: "Company",
    },
  },
  siteUrl,
);
const find = (key: string, value: string) =>
  meta.find((d) => (d as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
const jsonLd = meta.flatMap((d) =>
  "script:ld+json" in d ? [d["script:ld+json"] as Record<string, unknown>] : [],
);

describe("seo()", () => {
  test("[S-META-01] title is the page title followed by the company name", () => {
    expect(meta).toContainEqual({ title: `About | ${site.name}` });
  });
  test("[S-META-02] [S-META-03] description and keywords", () => {
    expect(find("name", "description")?.content).toBe("About the company");
    expect(find("name", "keywords")?.content).toMatch(/^team, /);
  });
  test("[S-META-04] canonical link is the absolute URL of the path", () => {
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://example.test/about",
    });
  });
  test("[S-META-05] Open Graph and Twitter tags", () => {
    expect(find("property", "og:title")?.content).toBe(`About | ${site.name}`);
    expect(find("property", "og:url")?.content).toBe("https://example.test/about");
    expect(find("property", "og:image")?.content).toBe(`https://example.test${site.ogImage.src}`);
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find("name", "twitter:title")?.content).toBe(`About | ${site.name}`);
  });
  test("optional article times and section", () => {
    expect(find("property", "og:type")?.content).toBe("article");
    expect(find("property", "article:published_time")?.content).toBe("2026-01-02T00:00:00Z");
    expect(find("property", "article:modified_time")?.content).toBe("2026-02-03T00:00:00Z");
    expect(find("property", "article:section")?.content).toBe("Company");
  });
  test("every page carries the breadcrumb and local-business blocks", () => {
    expect(jsonLd.map((block) => block["@type"])).toEqual([
      "BreadcrumbList",
      "ProfessionalService",
    ]);
  });
});

describe("breadcrumbs", () => {
  test("[S-META-06] built from the path segments with Home first", () => {
    const crumbs = breadcrumbJsonLd(siteUrl, "/ai-business-growth/premium");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.test/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Ai Business Growth",
        item: "https://example.test/ai-business-growth",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "Premium",
        item: "https://example.test/ai-business-growth/premium",
      },
    ]);
  });
  test("[S-META-07] dash-separated words are capitalised", () => {
    expect(segmentLabel("work-with-jordan")).toBe("Work With Jordan");
    expect(segmentLabel("faq")).toBe("Faq");
    expect(breadcrumbJsonLd(siteUrl, "/").itemListElement).toHaveLength(1);
  });
});

describe("local business", () => {
  const business = localBusinessJsonLd(siteUrl);
  test("[S-META-08] Charlotte, NC, US", () => {
    expect(business.address).toMatchObject({
      addressLocality: "Charlotte",
      addressRegion: "NC",
      addressCountry: "US",
    });
  });
  test("[S-META-09] Monday to Friday 09:00 to 17:00", () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
    ]);
  });
  test("[S-META-10] price range $$", () => {
    expect(business.priceRange).toBe("$$");
  });
  test("[S-META-11] social profile links", () => {
    expect(business.sameAs.length).toBeGreaterThanOrEqual(2);
    for (const url of business.sameAs) expect(url).toMatch(/^https:\/\//);
  });
  test("[S-META-12] organisation block names the company, logo and founder", () => {
    const org = organizationJsonLd(siteUrl);
    expect(org).toMatchObject({
      "@type": "Organization",
      name: site.name,
      logo: `https://example.test${site.logo.src}`,
    });
  });
});
