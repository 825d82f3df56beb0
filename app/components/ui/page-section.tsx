import type { ReactNode } from "react";
import {
  container,
  section,
  sectionAlt,
  sectionHeading,
  sectionLead,
} from "~/styles/utilities.css";

/**
 * A band of a page: its h2 (which names the section for assistive technology), an optional lead
 * and the content, in the page's container. `alt` gives the band the alternate background.
 */
export function PageSection({
  titleId,
  title,
  lead,
  alt = false,
  id,
  className,
  children,
}: {
  /** The heading's id; the section is labelled by it. */
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  alt?: boolean;
  /** The section's own id, for links to it. */
  id?: string;
  /** Added to the container (a layout for the section's content). */
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section id={id} className={alt ? sectionAlt : section} aria-labelledby={titleId}>
      <div className={className ? `${container} ${className}` : container}>
        <h2 id={titleId} className={sectionHeading}>
          {title}
        </h2>
        {lead ? <p className={sectionLead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
