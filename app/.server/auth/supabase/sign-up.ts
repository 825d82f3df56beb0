import type { SignUpInput } from "../port";

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

/** Supabase only follows absolute redirect URLs, falling back to the Site URL otherwise. */
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
