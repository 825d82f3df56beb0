import { Link } from "react-router";
import { BookServiceLink } from "~/components/commerce/book-service-link";
import { button } from "~/components/ui/button.css";
import { largeHeading } from "~/components/ui/section-heading.css";
import { directoryClosing } from "~/content/directory";
import { container, sectionAlt } from "~/styles/utilities.css";
import * as styles from "./directory.css";

export function DirectoryClosing() {
  return (
    <section className={sectionAlt} aria-labelledby="directory-closing-title">
      <div className={`${container} ${styles.closing}`}>
        <h2 id="directory-closing-title" className={largeHeading}>
          {directoryClosing.title}
        </h2>
        <p className={styles.closingText}>{directoryClosing.text}</p>
        <Link to={directoryClosing.to} className={button.primary} prefetch="intent">
          {directoryClosing.label}
        </Link>
        <BookServiceLink className={button.outline} />
      </div>
    </section>
  );
}
