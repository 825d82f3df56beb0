import { LinkTabs } from "~/components/ui/link-tabs";
import { requirementHref, requirements, type Requirement } from "~/content/directory";

/**
 * The tabs: "All Requirements" plus one per requirement (S-DIRECTORY-03). Each is a link with a
 * query parameter and a fragment, so it works without JavaScript; with it, a client navigation
 * that keeps the scroll position (the fragment then brings the section into view).
 */
export function RequirementTabs({ selected }: { selected: Requirement | undefined }) {
  const tabs = [
    { key: "all", label: "All Requirements", to: requirementHref(), current: !selected },
    ...requirements.map((requirement) => ({
      key: requirement.slug,
      label: requirement.title,
      to: requirementHref(requirement.slug),
      current: selected?.slug === requirement.slug,
    })),
  ];
  return <LinkTabs label="Requirement tabs" tabs={tabs} ariaCurrent="true" variant="soft" tagged />;
}
