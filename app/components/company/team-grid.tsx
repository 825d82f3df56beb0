import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { PageSection } from "~/components/ui/page-section";
import { serviceCards } from "~/content/services";
import { consultants } from "~/content/team";
import * as styles from "./about.css";
import * as company from "./company.css";

const serviceTitle = (path: string) => serviceCards.find((card) => card.path === path)?.title;

export function TeamGrid() {
  return (
    <PageSection
      alt
      titleId="team-title"
      title="Our AI-Powered Team"
      lead="Seven specialists who pair hands-on experience with AI tools, so you get expert help faster and at small-business prices."
    >
      <ul className={styles.team}>
        {consultants.map((consultant) => (
          <li
            key={consultant.slug}
            className={`${styles.member} ${company.linkCard}`}
            data-consultant=""
          >
            <img
              src={consultant.image.src}
              width={consultant.image.width}
              height={consultant.image.height}
              alt={`Portrait of ${consultant.name}`}
              loading="lazy"
              decoding="async"
              className={styles.memberPhoto}
            />
            <h3 className={styles.memberName}>
              <Link to={consultant.path} className={company.stretchedLink}>
                {consultant.name}
              </Link>
            </h3>
            <p className={styles.memberRole} data-role="">
              {consultant.role}
            </p>
            <p className={styles.memberService} aria-hidden="true">
              {serviceTitle(consultant.path)}
              <ArrowRight size={16} />
            </p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
