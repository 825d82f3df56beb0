/** No zod here: this ships to browsers. */
type ToastVariant = "default" | "destructive";

export type Toast = {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  action?: { label: string; href: string };
};

export type ToastInput = Omit<Toast, "id" | "variant"> & { id?: string; variant?: ToastVariant };

export const TOAST_DURATION_MS = 5000;

export function createToast(input: ToastInput): Toast {
  return {
    ...input,
    id: input.id ?? Math.random().toString(36).slice(2),
    variant: input.variant ?? "default",
  };
}
