import type { MetaDescriptor } from "react-router";
import { site } from "~/content/site";
import type { SiteShellContent } from "~/utils/site-content";
import { defaultShellContent } from "~/utils/site-shell";

export type PageSeo = {
  title: string;
  description: string;
  keywords?: readonly string[];
  path: string;
  image?: { src: string; width: number; height: number; alt?: string };
  type?: "website" | "article";
  article?: { publishedTime?: string; modifiedTime?: string; section?: string };
  jsonLd?: readonly Record<string, unknown>[];
  noindex?: boolean;
};

export function segmentLabel(segment: string) {
  return decodeURIComponent(segment)
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

export function absoluteUrl(siteUrl: string, path: string) {
  return new URL(path, `${siteUrl}/`).toString();
}

export function breadcrumbJsonLd(siteUrl: string, path: string) {
  const segments = path.split(/[?#]/)[0]!.split("/").filter(Boolean);
  const items = [{ name: "Home", path: "/" }].concat(
    segments.map((segment, i) => ({
      name: segmentLabel(segment),
      path: `/${segments.slice(0, i + 1).join("/")}`,
    })),
  );
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(siteUrl, item.path),
    })),
  };
}

export function localBusinessJsonLd(
  siteUrl: string,
  { contact, social }: SiteShellContent = defaultShellContent,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#business`,
    name: site.name,
    description: site.description,
    url: `${siteUrl}/`,
    telephone: contact.phone.e164,
    email: contact.email,
    image: absoluteUrl(siteUrl, site.ogImage.src),
    address: {
      "@type": "PostalAddress",
      addressLocality: contact.address.city,
      addressRegion: contact.address.region,
      addressCountry: contact.address.country,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...contact.openingHours.days],
        opens: contact.openingHours.opens,
        closes: contact.openingHours.closes,
      },
    ],
    priceRange: site.priceRange,
    sameAs: social.map((profile) => profile.url),
  };
}

export function organizationJsonLd(
  siteUrl: string,
  { contact, social }: SiteShellContent = defaultShellContent,
) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    url: `${siteUrl}/`,
    logo: absoluteUrl(siteUrl, site.logo.src),
    email: contact.email,
    telephone: contact.phone.e164,
    founder: { "@type": "Person", name: `${site.founder.firstName} ${site.founder.lastName}` },
    sameAs: social.map((profile) => profile.url),
  };
}

export function seo(
  page: PageSeo,
  siteUrl: string,
  shell: SiteShellContent = defaultShellContent,
): MetaDescriptor[] {
  const title = `${page.title} | ${site.name}`;
  const url = absoluteUrl(siteUrl, page.path);
  const image = page.image ?? { ...site.ogImage, alt: site.name };
  const imageUrl = absoluteUrl(siteUrl, image.src);
  const type = page.type ?? (page.article ? "article" : "website");
  const descriptors: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: [...(page.keywords ?? []), ...site.keywords].join(", ") },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "og:image:width", content: String(image.width) },
    { property: "og:image:height", content: String(image.height) },
    { property: "og:image:alt", content: image.alt ?? page.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: imageUrl },
  ];
  if (page.noindex) descriptors.push({ name: "robots", content: "noindex" });
  if (page.article?.publishedTime)
    descriptors.push({ property: "article:published_time", content: page.article.publishedTime });
  if (page.article?.modifiedTime)
    descriptors.push({ property: "article:modified_time", content: page.article.modifiedTime });
  if (page.article?.section)
    descriptors.push({ property: "article:section", content: page.article.section });
  for (const block of [
    breadcrumbJsonLd(siteUrl, page.path),
    localBusinessJsonLd(siteUrl, shell),
    ...(page.jsonLd ?? []),
  ]) {
    descriptors.push({ "script:ld+json": block });
  }
  return descriptors;
}

type MetaArgsLike = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
};

export function siteUrlFrom(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { siteUrl?: string }
    | undefined;
  return root?.siteUrl ?? "http://localhost:3000";
}

export function shellFrom(matches: MetaArgsLike["matches"]): SiteShellContent {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { siteContent?: SiteShellContent }
    | undefined;
  return root?.siteContent ?? defaultShellContent;
}

export function pageMeta(args: MetaArgsLike, page: Omit<PageSeo, "path"> & { path?: string }) {
  return seo(
    { ...page, path: page.path ?? args.location.pathname },
    siteUrlFrom(args.matches),
    shellFrom(args.matches),
  );
}
