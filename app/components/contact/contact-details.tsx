import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { ExternalLink } from "~/components/ui/external-link";
import { button } from "~/components/ui/button.css";
import { contactPage } from "~/content/contact";
import { external } from "~/content/external";
import { site } from "~/content/site";
import * as styles from "./contact.css";

/** The company's phone, e-mail, hours and city beside the form, and the discovery call. */
export function ContactDetails() {
  const hours = `${site.openingHours.days[0]}–${site.openingHours.days.at(-1)}, ${site.openingHours.opens}–${site.openingHours.closes} Eastern`;
  return (
    <aside className={styles.aside} aria-labelledby="contact-aside-title">
      <h2 id="contact-aside-title" className={styles.asideTitle}>
        {contactPage.asideTitle}
      </h2>
      <ul className={styles.details}>
        <li>
          <Phone aria-hidden="true" size={20} />
          <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
        </li>
        <li>
          <Mail aria-hidden="true" size={20} />
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
        <li>
          <Clock aria-hidden="true" size={20} />
          <span>{hours}</span>
        </li>
        <li>
          <MapPin aria-hidden="true" size={20} />
          <span>
            {site.address.city}, {site.address.region}
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
