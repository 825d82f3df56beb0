import * as card from "~/components/ui/card.css";
import { PageSection } from "~/components/ui/page-section";
import type { CatalogItem } from "~/content/catalog/types";
import { AvatarServiceCard } from "./avatar-service-card";

export function AvatarServices({
  services,
}: {
  services: readonly (CatalogItem & { url: string })[];
}) {
  return (
    <PageSection
      alt
      id="services"
      titleId="avatar-services-title"
      title="AI assistant services"
      lead="Five ways to put an assistant to work in your business. Each one starts with a booking call to scope it for you."
    >
      <ul className={card.grid} aria-label="AI assistant services">
        {services.map((service) => (
          <AvatarServiceCard key={service.id} service={service} />
        ))}
      </ul>
    </PageSection>
  );
}
