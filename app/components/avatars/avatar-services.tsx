import * as card from "~/components/ui/card.css";
import { avatarServices } from "~/content/avatars";
import { container, sectionAlt, sectionHeading, sectionLead } from "~/styles/utilities.css";
import { AvatarServiceCard } from "./avatar-service-card";

export function AvatarServices() {
  return (
    <section className={sectionAlt} aria-labelledby="avatar-services-title" id="services">
      <div className={container}>
        <h2 id="avatar-services-title" className={sectionHeading}>
          AI assistant services
        </h2>
        <p className={sectionLead}>
          Five ways to put an assistant to work in your business. Each one starts with a booking
          call to scope it for you.
        </p>
        <ul className={card.grid} aria-label="AI assistant services">
          {avatarServices.map((service) => (
            <AvatarServiceCard key={service.slug} service={service} />
          ))}
        </ul>
      </div>
    </section>
  );
}
