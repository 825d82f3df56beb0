import type { ReactNode } from "react";
import { BookServiceLink } from "~/components/commerce/book-service-link";
import { button } from "~/components/ui/button.css";
import * as callout from "~/components/ui/callout.css";
import { container, section } from "~/styles/utilities.css";
import * as styles from "./company.css";

export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={section} aria-labelledby={id}>
      <div className={container}>
        <div className={styles.cta}>
          <h2 id={id} className={callout.title}>
            {title}
          </h2>
          <p className={callout.text}>{text}</p>
          <div className={styles.ctaActions}>
            {children}
            <BookServiceLink className={button.outlineLight} />
          </div>
        </div>
      </div>
    </section>
  );
}
