import { describe, expect, test, vi } from "vitest";
import {
  categoryFromParam,
  itemsInCategory,
  portfolioCategories,
  portfolioItems,
} from "~/content/portfolio";
import {
  createUploadedWork,
  isImageFile,
  newUploadId,
  NOT_AN_IMAGE_MESSAGE,
  UPLOADED_WORK_TITLE,
} from "~/utils/portfolio-upload";
import { existsSync } from "node:fs";

const now = new Date("2025-03-04T15:30:00.000Z");

describe("portfolio upload", () => {
  test("[S-PORTFOLIO-05] [S-PORTFOLIO-07] an image becomes a work item with every field", () => {
    const toUrl = vi.fn(() => "blob:http://localhost/1234");
    const result = createUploadedWork({ name: "logo.png", type: "image/png" }, "pitch-decks", {
      id: "upload-1",
      now,
      toUrl,
    });
    expect(result).toEqual({
      ok: true,
      work: {
        id: "upload-1",
        category: "pitch-decks",
        title: "New Project",
        description: expect.stringContaining("logo.png"),
        imageUrl: "blob:http://localhost/1234",
        createdAt: "2025-03-04T15:30:00.000Z",
      },
    });
    expect(UPLOADED_WORK_TITLE).toBe("New Project");
    expect(toUrl).toHaveBeenCalledOnce();
  });

  test("[S-PORTFOLIO-04] the item goes under the category it was uploaded in", () => {
    for (const category of portfolioCategories) {
      const result = createUploadedWork({ name: "a.jpg", type: "image/jpeg" }, category.id, {
        id: "x",
        now,
        toUrl: () => "blob:x",
      });
      expect(result.ok && result.work.category).toBe(category.id);
    }
  });

  test("[S-PORTFOLIO-03] a file that is not an image is refused, with no object URL made", () => {
    const toUrl = vi.fn(() => "blob:x");
    for (const file of [
      { name: "notes.pdf", type: "application/pdf" },
      { name: "clip.mp4", type: "video/mp4" },
      { name: "script.txt", type: "text/plain" },
      { name: "unknown", type: "" },
      { name: "fake.png", type: "imagex/png" },
    ]) {
      expect(createUploadedWork(file, "logo-design", { id: "x", now, toUrl })).toEqual({
        ok: false,
        error: NOT_AN_IMAGE_MESSAGE,
      });
    }
    expect(toUrl).not.toHaveBeenCalled();
  });

  test("[S-PORTFOLIO-03] image types are recognised", () => {
    for (const type of [
      "image/png",
      "image/jpeg",
      "image/gif",
      "image/webp",
      "image/svg+xml",
      "image/avif",
    ])
      expect(isImageFile({ name: "f", type })).toBe(true);
  });

  test("upload ids are unique", () => {
    const ids = new Set(Array.from({ length: 50 }, () => newUploadId()));
    expect(ids.size).toBe(50);
  });
});

describe("portfolio content", () => {
  test("[S-PORTFOLIO-02] the five tabs, in order", () => {
    expect(portfolioCategories.map((c) => c.label)).toEqual([
      "Logo Design",
      "Business Cards",
      "Landing Pages",
      "Pitch Decks",
      "Websites",
    ]);
  });

  test("a missing or unknown category selects the first tab", () => {
    expect(categoryFromParam(null).id).toBe("logo-design");
    expect(categoryFromParam("nope").id).toBe("logo-design");
    expect(categoryFromParam("websites").id).toBe("websites");
  });

  test("every category has work, every item has a unique id and an existing image", () => {
    for (const category of portfolioCategories)
      expect(itemsInCategory(category.id).length).toBeGreaterThanOrEqual(3);
    expect(new Set(portfolioItems.map((i) => i.id)).size).toBe(portfolioItems.length);
    for (const item of portfolioItems) {
      expect(item.description.length).toBeGreaterThan(20);
      expect(existsSync(`public${item.imageUrl}`)).toBe(true);
    }
  });
});
