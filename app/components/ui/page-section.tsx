import type { ReactNode } from "react";
import {
  container,
  section,
  sectionAlt,
  sectionHeading,
  sectionLead,
} from "~/styles/utilities.css";

export function PageSection({
  titleId,
  title,
  lead,
  alt = false,
  id,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  alt?: boolean;
  id?: string;
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
