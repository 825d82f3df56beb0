import { Link } from "react-router";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { CheckList } from "~/components/ui/check-list";
import { requirementAnchor, requirementHref, type Requirement } from "~/content/directory";
import * as styles from "./directory.css";
import { RequirementIcon } from "./requirement-icon";

export function RequirementDetail({ requirement }: { requirement: Requirement }) {
  const anchor = requirementAnchor(requirement.slug);
  return (
    <article
      id={anchor}
      className={styles.detail}
      aria-labelledby={`${anchor}-title`}
      // Focused after "Learn More", so keyboard and screen-reader users land on it.
      tabIndex={-1}
    >
      <header className={styles.detailHeader}>
        <span className={styles.icon}>
          <RequirementIcon name={requirement.icon} />
        </span>
        <div>
          <h3 id={`${anchor}-title`} className={styles.detailTitle}>
            {requirement.title}
          </h3>
          <p className={styles.detailLead}>{requirement.description}</p>
        </div>
      </header>
      <div className={styles.detailGrid}>
        <div>
          <h4 className={styles.detailHeading}>Why it matters</h4>
          <p className={styles.detailText}>{requirement.why}</p>
          <h4 className={styles.detailHeading}>What to have in place</h4>
          <CheckList items={requirement.checklist} size={20} />
        </div>
        <div className={styles.helpBox}>
          <h4 className={styles.detailHeading}>How we help</h4>
          <ul className={card.list}>
            {requirement.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
          <Link to={requirement.link.to} className={button.secondary} prefetch="intent">
            {requirement.link.label}
          </Link>
        </div>
      </div>
      <p className={styles.back}>
        <Link to={requirementHref()} preventScrollReset className={styles.backLink}>
          See all requirements
        </Link>
      </p>
    </article>
  );
}
