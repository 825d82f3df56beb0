import { describe, expect, test } from "vitest";
import { videos } from "~/content/videos";
import {
  DEFAULT_VIDEO_DURATION,
  faqPageJsonLd,
  isoDuration,
  videoListJsonLd,
} from "~/utils/structured-data";

describe("video durations", () => {
  test("[S-META-15] the default duration in structured data is PT2M30S", () => {
    expect(DEFAULT_VIDEO_DURATION).toBe("PT2M30S");
    for (const unknown of [undefined, null, "", "soon", "12:75", "1:60:00"])
      expect(isoDuration(unknown)).toBe("PT2M30S");
  });
  test.each([
    ["12:30", "PT12M30S"],
    ["0:45", "PT45S"],
    ["10:00", "PT10M"],
    ["1:02:03", "PT1H2M3S"],
  ])("%s → %s", (display, iso) => {
    expect(isoDuration(display)).toBe(iso);
  });
});

test("[S-META-13] FAQ structured data has one Question with its Answer per item", () => {
  const block = faqPageJsonLd([
    { question: "What does a discovery call cost?", answer: "$25." },
    { question: "Do you write grants?", answer: "Yes." },
  ]);
  expect(block["@type"]).toBe("FAQPage");
  expect(block.mainEntity).toEqual([
    {
      "@type": "Question",
      name: "What does a discovery call cost?",
      acceptedAnswer: { "@type": "Answer", text: "$25." },
    },
    {
      "@type": "Question",
      name: "Do you write grants?",
      acceptedAnswer: { "@type": "Answer", text: "Yes." },
    },
  ]);
});

test("[S-META-14] the video-list block lists every video as a VideoObject with absolute URLs", () => {
  const block = videoListJsonLd(
    "https://example.test",
    videos.map((v) => ({ ...v, uploadDate: v.publishedAt })),
  );
  expect(block["@type"]).toBe("ItemList");
  expect(block.itemListElement).toHaveLength(videos.length);
  const first = block.itemListElement[0]!;
  expect(first).toMatchObject({ "@type": "ListItem", position: 1 });
  expect(first.item).toMatchObject({
    "@type": "VideoObject",
    name: videos[0]!.title,
    thumbnailUrl: `https://example.test${videos[0]!.thumbnail}`,
    duration: isoDuration(videos[0]!.duration),
  });
});
