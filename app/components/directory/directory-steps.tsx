import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { directorySteps } from "~/content/directory";

export function DirectorySteps() {
  return (
    <PageSection
      alt
      titleId="directory-steps-title"
      title="How directory support works"
      lead="From a quick review to a listing that brings in customers, in three steps."
    >
      <StepList steps={directorySteps} variant="card" />
    </PageSection>
  );
}
