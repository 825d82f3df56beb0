export const DEFAULT_VIDEO_DURATION = "PT2M30S";

export function isoDuration(display: string | null | undefined): string {
  const match = display?.trim().match(/^(?:(\d+):)?(\d{1,2}):(\d{2})$/);
  if (!match) return DEFAULT_VIDEO_DURATION;
  const [hours, minutes, seconds] = [Number(match[1] ?? 0), Number(match[2]), Number(match[3])];
  if (seconds > 59 || (match[1] !== undefined && minutes > 59)) return DEFAULT_VIDEO_DURATION;
  const parts = `${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds ? `${seconds}S` : ""}`;
  return parts ? `PT${parts}` : DEFAULT_VIDEO_DURATION;
}

export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export type VideoForJsonLd = {
  title: string;
  description: string;
  thumbnail: string;
  duration?: string | null;
  uploadDate: string;
  url?: string;
};

export function videoListJsonLd(siteUrl: string, videos: readonly VideoForJsonLd[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: videos.map((video, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "VideoObject",
        name: video.title,
        description: video.description,
        thumbnailUrl: new URL(video.thumbnail, `${siteUrl}/`).toString(),
        uploadDate: video.uploadDate,
        duration: isoDuration(video.duration),
        ...(video.url ? { contentUrl: new URL(video.url, `${siteUrl}/`).toString() } : {}),
      },
    })),
  };
}
