import { existsSync, readFileSync, statSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ConsultantIntro } from "~/components/widgets/consultant-intro";
import { serviceCards } from "~/content/services";
import { founderPath, site } from "~/content/site";
import { stories, storyImageFallback } from "~/content/stories";
import { consultantFor, consultants, founder } from "~/content/team";

const publicFile = (path: string) => `public${path}`;

describe("team", () => {
  test("[S-ABOUT-02] [S-ABOUT-03] [S-ABOUT-04] the founder: biography, CEO, three anchors", () => {
    expect(founder.name).toBe(`${site.founder.firstName} ${site.founder.lastName}`);
    expect(founder.title).toBe("CEO");
    expect(founder.biography.join(" ").length).toBeGreaterThan(200);
    expect(founder.links.map((link) => link.href)).toEqual([
      `${founderPath}#consultations`,
      `${founderPath}#speaking`,
      `${founderPath}#training`,
    ]);
    expect(existsSync(publicFile(founder.image.src))).toBe(true);
  });

  test("[S-ABOUT-05] [S-ABOUT-07] [S-ABOUT-08] [S-ABOUT-09] [S-ABOUT-10] [S-ABOUT-11] [S-ABOUT-12] [S-ABOUT-13] 7 consultants with the spec's roles and links", () => {
    expect(consultants.map((c) => [c.role, c.path])).toEqual([
      ["AI integration and automation", "/ai-business-growth"],
      ["Branding", "/b-the-brand"],
      ["AI assistant and GPT creation", "/ai-avatars"],
      ["Business plans", "/business-plan"],
      ["Building businesses", "/build-studio"],
      ["Consultations and mentorship", "/consultations"],
      ["Grants, non-profit strategy and funding", "/grant-services"],
    ]);
  });

  test("[S-ABOUT-06] each consultant has a name, an image, a role and an intro", () => {
    expect(new Set(consultants.map((c) => c.name)).size).toBe(7);
    expect(new Set(consultants.map((c) => c.slug)).size).toBe(7);
    for (const c of consultants) {
      expect(c.name).toMatch(/^\S+ \S+/);
      expect(c.intro.length).toBeGreaterThan(60);
      expect(c.image).toMatchObject({ width: 160, height: 160 });
      expect(existsSync(publicFile(c.image.src)), c.image.src).toBe(true);
      expect(consultantFor(c.path)).toBe(c);
    }
  });

  test("each consultant has a small intro video with a poster and captions", () => {
    for (const c of consultants) {
      const { src, poster, captions, width, height } = c.video;
      expect([width, height]).toEqual([640, 360]);
      for (const file of [src, poster, captions.src])
        expect(existsSync(publicFile(file)), file).toBe(true);
      expect(statSync(publicFile(src)).size).toBeLessThan(150 * 1024);
      // An MP4 ('ftyp' box) with its index at the front (faststart: 'moov' before 'mdat').
      const head = readFileSync(publicFile(src));
      expect(head.subarray(4, 8).toString("latin1")).toBe("ftyp");
      expect(head.indexOf("moov")).toBeLessThan(head.indexOf("mdat"));
      expect(readFileSync(publicFile(poster)).subarray(8, 12).toString("latin1")).toBe("WEBP");
      const vtt = readFileSync(publicFile(captions.src), "utf8");
      expect(vtt.startsWith("WEBVTT")).toBe(true);
      expect(vtt).toContain(c.name);
    }
  });

  test("each consultant's data fits the service pages' <ConsultantIntro>", () => {
    for (const c of consultants) {
      const html = renderToString(
        createElement(ConsultantIntro, {
          name: c.name,
          role: c.role,
          image: c.image,
          text: c.intro,
          video: c.video,
        }),
      );
      expect(html).toContain(c.name);
      expect(html).toContain(`src="${c.image.src}"`);
      // Before hydration the play button is a plain link to the video file.
      expect(html).toContain(`href="${c.video.src}"`);
    }
  });
});

describe("services", () => {
  test("[S-SERVICES-02] [S-SERVICES-03] the 9 cards in the spec's order", () => {
    expect(serviceCards.map((card) => card.title)).toEqual([
      `Work With ${site.founder.firstName}`,
      "B The Brand",
      "AI Avatar and Assistant",
      "AI for Business",
      "Build Your Biz Studio",
      "1:1 Consultations",
      "Business Plans",
      "Grant Services",
      "Virtual Mailbox",
    ]);
  });

  test("[S-SERVICES-04] each card has a description and its path; most name a consultant", () => {
    expect(serviceCards.map((card) => card.path)).toEqual([
      founderPath,
      "/b-the-brand",
      "/ai-avatars",
      "/ai-business-growth",
      "/build-studio",
      "/consultations",
      "/business-plan",
      "/grant-services",
      "/virtual-mailbox",
    ]);
    for (const card of serviceCards) expect(card.description.length).toBeGreaterThan(40);
    const named = serviceCards.filter((card) => card.consultant);
    expect(named).toHaveLength(7);
    for (const card of named) expect(consultantFor(card.path)?.name).toBe(card.consultant);
  });
});

describe("success stories", () => {
  test("[S-STORIES-03] three stories with every field of the spec", () => {
    expect(stories).toHaveLength(3);
    expect(new Set(stories.map((s) => s.id)).size).toBe(3);
    for (const story of stories) {
      for (const field of ["name", "business", "industry", "description", "testimonial"] as const)
        expect(story[field].length, `${story.id}.${field}`).toBeGreaterThan(3);
      expect(story.results.length).toBeGreaterThanOrEqual(3);
      expect(story.year).toBeGreaterThanOrEqual(2018);
      expect(story.year).toBeLessThanOrEqual(new Date().getFullYear());
      expect(existsSync(publicFile(story.image.src)), story.image.src).toBe(true);
    }
  });

  test("[S-STORIES-06] [S-STORIES-07] some stories have a website, at least one has not", () => {
    const withSite = stories.filter((s) => s.website);
    expect(withSite.length).toBeGreaterThanOrEqual(1);
    expect(withSite.length).toBeLessThan(3);
    for (const story of withSite) expect(story.website).toMatch(/^https:\/\//);
  });

  test("[S-STORIES-08] the fallback image exists", () => {
    expect(existsSync(publicFile(storyImageFallback))).toBe(true);
  });
});
