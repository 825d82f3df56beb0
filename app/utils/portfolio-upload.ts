import type { PortfolioCategoryId } from "~/content/portfolio";

/** Browser-only: the image is an object URL of the chosen file and nothing is uploaded. */
export type UploadedWork = {
  id: string;
  category: PortfolioCategoryId;
  title: string;
  description: string;
  imageUrl: string;
  createdAt: string;
};

export const UPLOADED_WORK_TITLE = "New Project";

export const NOT_AN_IMAGE_MESSAGE =
  "Only image files can be added. Please choose a JPG, PNG, GIF, WebP or SVG file.";

export type FileLike = { name: string; type: string };

export function isImageFile(file: FileLike): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(file.type.trim());
}

export type UploadResult = { ok: true; work: UploadedWork } | { ok: false; error: string };

/** `toUrl` runs only for an accepted image, so a refused file leaves no object URL behind. */
export function createUploadedWork<F extends FileLike>(
  file: F,
  category: PortfolioCategoryId,
  deps: { id: string; now: Date; toUrl: (file: F) => string },
): UploadResult {
  if (!isImageFile(file)) return { ok: false, error: NOT_AN_IMAGE_MESSAGE };
  return {
    ok: true,
    work: {
      id: deps.id,
      category,
      title: UPLOADED_WORK_TITLE,
      description: `Added from ${file.name}. It is kept in this browser only, until you leave or reload the page.`,
      imageUrl: deps.toUrl(file),
      createdAt: deps.now.toISOString(),
    },
  };
}

export function newUploadId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return `upload-${uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`}`;
}
