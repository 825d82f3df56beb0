import { ChevronDown } from "lucide-react";
import { useHydrated } from "remix-utils/use-hydrated";
import { button } from "~/components/ui/button.css";
import { Dialog } from "~/components/ui/dialog";
import { ExternalLink } from "~/components/ui/external-link";
import { PortfolioImage } from "~/components/portfolio/portfolio-image";
import type { BrandPortfolioEntry } from "~/content/branding-page";
import * as styles from "./branding.css";

function LandingPageLink({ entry }: { entry: BrandPortfolioEntry }) {
  if (!entry.link) return null;
  return (
    <div className={styles.detailActions}>
      <ExternalLink href={entry.link} className={button.primary}>
        View Landing Page
      </ExternalLink>
    </div>
  );
}

/** A native `<details>` until hydrated; then the whole card opens the site's modal dialog. */
export function PortfolioEntry({
  entry,
  serviceLabel,
}: {
  entry: BrandPortfolioEntry;
  serviceLabel: string;
}) {
  const hydrated = useHydrated();
  const alt = `${serviceLabel} for ${entry.title}`;
  // The visible words first, then which project (WCAG 2.5.3 label in name).
  const triggerName = `View Project: ${entry.title}`;
  return (
    <li className={styles.entry} data-portfolio-entry={entry.id} data-service={entry.service}>
      <PortfolioImage src={entry.imageUrl} alt={alt} className={styles.image} />
      <div className={styles.body}>
        <p className={styles.serviceTag}>{serviceLabel}</p>
        <h3 className={styles.entryTitle}>{entry.title}</h3>
        {hydrated ? (
          <Dialog
            title={entry.title}
            description={serviceLabel}
            trigger={
              <button
                type="button"
                className={`${styles.trigger} ${styles.stretched}`}
                aria-label={triggerName}
              >
                View Project
              </button>
            }
          >
            <div className={styles.dialogBody}>
              <PortfolioImage
                src={entry.imageUrl}
                alt={alt}
                className={styles.dialogImage}
                lazy={false}
              />
              <p className={styles.dialogText}>{entry.description}</p>
              <LandingPageLink entry={entry} />
            </div>
          </Dialog>
        ) : (
          <details className={styles.details}>
            <summary className={styles.trigger} aria-label={triggerName}>
              View Project
              <ChevronDown aria-hidden="true" size={18} data-chevron="" />
            </summary>
            <p className={styles.detailText}>{entry.description}</p>
            <LandingPageLink entry={entry} />
          </details>
        )}
      </div>
    </li>
  );
}
