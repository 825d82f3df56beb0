import type { SignUpInput } from "../port";

/**
 * What the adapter sends to Supabase's sign-up besides e-mail and password: the profile as user
 * metadata (S-AUTH-12) and the absolute address the confirmation link leads back to (S-AUTH-13).
 */
export function signUpOptions(input: SignUpInput, emailRedirectTo: string, siteUrl: string) {
  return {
    data: {
      full_name: input.fullName,
      business_name: input.businessName,
      telephone: input.telephone,
      years_in_business: input.yearsInBusiness,
    },
    emailRedirectTo: absoluteRedirect(emailRedirectTo, siteUrl),
  };
}

/**
 * Supabase only follows absolute redirect URLs (on the Site URL's origin or in the project's
 * allow list) and falls back to the Site URL otherwise, so a path like `/auth?returnTo=%2Fstore`
 * is resolved against SITE_URL. Another origin is never asked for: the site root instead.
 */
export function absoluteRedirect(emailRedirectTo: string, siteUrl: string): string {
  const site = new URL(siteUrl);
  try {
    const target = new URL(emailRedirectTo, site);
    if (target.origin === site.origin) return target.toString();
  } catch {
    // not a URL: the site root below
  }
  return new URL("/", site).toString();
}
