import { z } from "zod";

/** A toast as the server sends it in the flash cookie and the client shows it. */
export const toastSchema = z.object({
  id: z.string().default(() => Math.random().toString(36).slice(2)),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
  action: z.object({ label: z.string().max(60), href: z.string().max(2048) }).optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

/** How long a toast stays before it closes by itself (D1 §9). */
export const TOAST_DURATION_MS = 5000;
