import type { z } from "zod";
import { signUpSchema } from "./auth";

export const profileSchema = signUpSchema.pick({
  fullName: true,
  businessName: true,
  telephone: true,
});

export type ProfileDetails = z.infer<typeof profileSchema>;

export const profileToasts = {
  saved: { title: "Profile saved", description: "Your details have been updated." },
  tooMany: (retryAfterS: number) => ({
    title: "Error",
    description: `Too many changes. Please try again in ${Math.max(1, Math.ceil(retryAfterS / 60))} minutes.`,
    variant: "destructive" as const,
  }),
} as const;
