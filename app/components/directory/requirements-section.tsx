import { useLocation } from "react-router";
import { useEffect } from "react";
import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import { requirements, type Requirement } from "~/content/directory";
import { RequirementCard } from "./requirement-card";
import { RequirementDetail } from "./requirement-detail";
import { RequirementTabs } from "./requirement-tabs";

export function RequirementsSection({ selected }: { selected: Requirement | undefined }) {
  const location = useLocation();
  const focusRequirement =
    (location.state as { focusRequirement?: boolean } | null)?.focusRequirement === true;

  useEffect(() => {
    if (!focusRequirement || !location.hash) return;
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (!target) return;
    target.scrollIntoView({ block: "start" });
    target.focus({ preventScroll: true });
  }, [location.key, location.hash, focusRequirement]);

  return (
    <PageSection
      id="requirements"
      titleId="requirements-title"
      title="What the directory looks for"
      lead="Six things reviewers and customers check before they trust a listing. Pick one to see what to have in place and how we can help you get there."
    >
      <RequirementTabs selected={selected} />
      {selected ? (
        <RequirementDetail requirement={selected} />
      ) : (
        <ul className={card.grid} aria-label="All requirements">
          {requirements.map((requirement) => (
            <RequirementCard key={requirement.slug} requirement={requirement} />
          ))}
        </ul>
      )}
    </PageSection>
  );
}
