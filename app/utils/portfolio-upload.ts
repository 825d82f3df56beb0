import type { PortfolioCategoryId } from "~/content/portfolio";

/**
 * A work item the visitor adds on the portfolio page (D1 §2.11, §3). It lives in the browser
 * only: the image is an object URL of the chosen file and nothing is sent anywhere.
 */
export type UploadedWork = {
  id: string;
  category: PortfolioCategoryId;
  title: string;
  description: string;
  imageUrl: string;
  /** ISO 8601 time the item was added. */
  createdAt: string;
};

/** Every upload is titled this (D1 §2.11). */
export const UPLOADED_WORK_TITLE = "New Project";

/** Shown, as an alert, when the chosen file is not an image. */
export const NOT_AN_IMAGE_MESSAGE =
  "Only image files can be added. Please choose a JPG, PNG, GIF, WebP or SVG file.";

/** What the upload needs to know about a file (a browser `File` satisfies it). */
export type FileLike = { name: string; type: string };

/** Image files only (D1 §5): the browser-reported media type must be `image/…`. */
export function isImageFile(file: FileLike): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(file.type.trim());
}

export type UploadResult = { ok: true; work: UploadedWork } | { ok: false; error: string };

/**
 * Turns a chosen file into a work item under the selected category, or refuses it when it is not
 * an image. `toUrl` (in the browser `URL.createObjectURL`) is only called for an accepted image,
 * so a refused file leaves no object URL behind.
 */
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

/** A unique id for an upload (a UUID where the browser offers one, in secure contexts). */
export function newUploadId(): string {
  const uuid = globalThis.crypto?.randomUUID?.();
  return `upload-${uuid ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`}`;
}
