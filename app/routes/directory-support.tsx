import type { MetaFunction } from "react-router";
import { useSearchParams } from "react-router";
import { DirectoryClosing } from "~/components/directory/directory-closing";
import { DirectorySteps } from "~/components/directory/directory-steps";
import { RequirementsSection } from "~/components/directory/requirements-section";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { PageHero } from "~/components/ui/page-hero";
import { directoryHero, REQUIREMENT_PARAM, selectedRequirement } from "~/content/directory";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Business Directory Listing Support",
    description:
      "Get your business directory-ready: registration, online presence, branding, business banking, licenses and insurance, and customer reviews, with help at every step.",
    keywords: [
      "business directory listing",
      "get listed",
      "small business registration",
      "online presence",
      "Charlotte NC business support",
    ],
  });

export default function DirectorySupport() {
  const [searchParams] = useSearchParams();
  const selected = selectedRequirement(searchParams.get(REQUIREMENT_PARAM));
  return (
    <>
      <PageHero
        title={directoryHero.title}
        eyebrow={directoryHero.eyebrow}
        lead={directoryHero.lead}
      >
        <ExternalLink href={directoryHero.directoryUrl} className={button.primary}>
          {directoryHero.directoryLabel}
        </ExternalLink>
        <a href="#requirements" className={button.outlineLight}>
          See the Requirements
        </a>
      </PageHero>
      <DirectorySteps />
      <RequirementsSection selected={selected} />
      <DirectoryClosing />
    </>
  );
}
