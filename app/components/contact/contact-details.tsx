import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { button } from "~/components/ui/button.css";
import { contactPage } from "~/content/contact";
import { external } from "~/content/external";
import { useSiteShell } from "~/utils/site-shell";
import * as styles from "./contact.css";

export function ContactDetails() {
  const { contact } = useSiteShell();
  const { days, opens, closes } = contact.openingHours;
  const dayRange = days.length > 1 ? `${days[0]}–${days.at(-1)}` : days[0];
  const hours = `${dayRange}, ${opens}–${closes} Eastern`;
  return (
    <aside className={styles.aside} aria-labelledby="contact-aside-title">
      <h2 id="contact-aside-title" className={styles.asideTitle}>
        {contactPage.asideTitle}
      </h2>
      <ul className={styles.details}>
        <li>
          <Phone aria-hidden="true" size={20} />
          <a href={`tel:${contact.phone.e164}`}>{contact.phone.display}</a>
        </li>
        <li>
          <Mail aria-hidden="true" size={20} />
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </li>
        <li>
          <Clock aria-hidden="true" size={20} />
          <span>{hours}</span>
        </li>
        <li>
          <MapPin aria-hidden="true" size={20} />
          <span>
            {contact.address.city}, {contact.address.region}
          </span>
        </li>
      </ul>
      <p>{contactPage.discoveryCall.text}</p>
      <ExternalLink href={external.scheduling} className={button.secondary}>
        {contactPage.discoveryCall.label}
      </ExternalLink>
    </aside>
  );
}
