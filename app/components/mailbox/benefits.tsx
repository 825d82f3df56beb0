import { Building2, MapPin, Package, ScanLine, ShieldCheck, Smartphone } from "lucide-react";
import * as card from "~/components/ui/card.css";
import { IconCard } from "~/components/ui/icon-card";
import { PageSection } from "~/components/ui/page-section";
import { mailboxBenefits } from "~/content/mailbox";

const icons = { Building2, MapPin, Package, ScanLine, ShieldCheck, Smartphone };

export function Benefits() {
  return (
    <PageSection
      titleId="benefits-title"
      title="Why a virtual mailbox"
      lead="Everything a home-based or remote business needs from a real address."
    >
      <ul className={card.grid} aria-label="Benefits">
        {mailboxBenefits.map((benefit) => (
          <IconCard
            key={benefit.title}
            icon={icons[benefit.icon]}
            title={benefit.title}
            data-benefit=""
          >
            <p className={card.text}>{benefit.description}</p>
          </IconCard>
        ))}
      </ul>
    </PageSection>
  );
}
