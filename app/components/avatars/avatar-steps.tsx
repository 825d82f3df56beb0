import { PageSection } from "~/components/ui/page-section";
import { StepList } from "~/components/ui/step-list";
import { avatarSteps } from "~/content/avatars";

export function AvatarSteps() {
  return (
    <PageSection
      titleId="avatar-steps-title"
      title="From first call to launch"
      lead="Most assistants go live within a few weeks, tested on your real customer questions."
    >
      <StepList steps={avatarSteps} variant="ruled" />
    </PageSection>
  );
}
