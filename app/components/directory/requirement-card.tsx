import { Link } from "react-router";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { requirementHref, type Requirement } from "~/content/directory";
import { visuallyHidden } from "~/styles/utilities.css";
import * as styles from "./directory.css";
import { RequirementIcon } from "./requirement-icon";

export function RequirementCard({ requirement }: { requirement: Requirement }) {
  return (
    <li className={card.card} data-requirement-card={requirement.slug}>
      <span className={styles.icon}>
        <RequirementIcon name={requirement.icon} />
      </span>
      <h3 className={card.title}>{requirement.title}</h3>
      <p className={card.text}>{requirement.description}</p>
      <ul className={card.list} aria-label={`How we help with ${requirement.title}`}>
        {requirement.services.map((service) => (
          <li key={service}>{service}</li>
        ))}
      </ul>
      <div className={card.actions}>
        <Link
          to={requirementHref(requirement.slug)}
          preventScrollReset
          state={{ focusRequirement: true }}
          className={button.outline}
        >
          Learn More<span className={visuallyHidden}> about {requirement.title}</span>
        </Link>
      </div>
    </li>
  );
}
