import { Link } from "react-router";
import { CalendarCheck, Mic, Presentation } from "lucide-react";
import { button } from "~/components/ui/button.css";
import { largeHeading } from "~/components/ui/section-heading.css";
import { founder } from "~/content/team";
import { container, section } from "~/styles/utilities.css";
import * as styles from "./about.css";

const icons = { CalendarCheck, Mic, Presentation };

export function FounderSection() {
  return (
    <section className={section} aria-labelledby="founder-title">
      <div className={`${container} ${styles.founder}`}>
        <img
          src={founder.image.src}
          width={founder.image.width}
          height={founder.image.height}
          alt={`Portrait of ${founder.name}`}
          className={styles.founderPhoto}
        />
        <div>
          <h2 id="founder-title" className={largeHeading}>
            Meet Our Founder
          </h2>
          <p className={styles.founderName}>{founder.name}</p>
          <p className={styles.founderTitle} data-founder-title="">
            {founder.title}
          </p>
          <div className={styles.biography} data-biography="">
            {founder.biography.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
          <div className={styles.founderActions}>
            {founder.links.map((link, i) => {
              const Icon = icons[link.icon];
              return (
                <Link
                  key={link.href}
                  to={link.href}
                  className={i === 0 ? button.primary : button.outline}
                >
                  <Icon aria-hidden="true" size={18} />
                  {link.label}
                </Link>
              );
            })}
          </div>
        </div>
      </div>
    </section>
  );
}
