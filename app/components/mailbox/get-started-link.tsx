import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { mailboxOffer } from "~/content/mailbox";

export function GetStartedLink({ className = button.primary }: { className?: string }) {
  return (
    <ExternalLink href={mailboxOffer.url} className={className}>
      Get Started
    </ExternalLink>
  );
}
