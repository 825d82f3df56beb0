import { LinkTabs } from "~/components/ui/link-tabs";
import { requirementHref, requirements, type Requirement } from "~/content/directory";

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
