import { Link } from "react-router";
import { ShellIcon } from "~/components/icons/shell-icon";
import { catalogueLinks, navigation } from "~/content/navigation";
import { site } from "~/content/site";
import { useSiteShell } from "~/utils/site-shell";
import { container } from "~/styles/utilities.css";
import * as styles from "./footer.css";

/** Listed once each (two navigation items share a path), plus the catalogue's two pages. */
const footerLinks = [
  ...navigation.filter((item, i) => navigation.findIndex((o) => o.path === item.path) === i),
  catalogueLinks.bookNow,
  catalogueLinks.store,
];

export function Footer({ year }: { year: number }) {
  const { contact, social } = useSiteShell();
  const { days, opens, closes } = contact.openingHours;
  const dayRange = days.length > 1 ? `${days[0]}–${days.at(-1)}` : days[0];
  return (
    <footer className={styles.footer} id="site-footer">
      <div className={container}>
        <div className={styles.grid}>
          <div>
            <p className={styles.brand}>{site.name}</p>
            <p>{site.tagline}.</p>
            <p>
              {contact.address.city}, {contact.address.region} · {dayRange} {opens}–{closes}
            </p>
          </div>
          <nav aria-label="Footer">
            <h2 className={styles.heading}>Explore</h2>
            <ul className={styles.list}>
              {footerLinks.map((item) => (
                <li key={item.label}>
                  <Link to={item.path} className={styles.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className={styles.heading}>Contact</h2>
            <ul className={styles.list}>
              <li>
                <a href={`tel:${contact.phone.e164}`} className={styles.link}>
                  <ShellIcon name="phone" size={18} />
                  {contact.phone.display}
                </a>
              </li>
              <li>
                <a href={`mailto:${contact.email}`} className={styles.link}>
                  <ShellIcon name="mail" size={18} />
                  {contact.email}
                </a>
              </li>
              {social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    className={styles.link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {profile.network}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <p className={styles.bottom}>
          © {year} {site.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
