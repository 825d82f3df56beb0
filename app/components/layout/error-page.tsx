import { Link } from "react-router";
import { button } from "~/components/ui/button.css";
import { container, section } from "~/styles/utilities.css";
import * as styles from "./error-page.css";

/** 503 is the database out of reach (server/database-outage.mjs). */
export function ErrorPage({
  status,
  message,
  requestId,
}: {
  status: number;
  message?: string;
  requestId?: string;
}) {
  const notFound = status === 404;
  const unavailable = status === 503;
  return (
    <div className={`${container} ${section} ${styles.wrapper}`}>
      <p className={styles.code}>{status}</p>
      <h1 className={styles.title}>
        {notFound
          ? "Page not found"
          : unavailable
            ? "Temporarily unavailable"
            : status >= 500
              ? "Something went wrong"
              : "Request could not be completed"}
      </h1>
      <p className={styles.text}>
        {notFound
          ? "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped."
          : unavailable
            ? "This page cannot be shown right now. Please try again in a minute."
            : status >= 500
              ? "An unexpected error occurred on our side. Please try again in a moment."
              : message || "Please check what you sent and try again."}
      </p>
      {requestId ? (
        <p className={styles.reference}>
          Error reference: <code>{requestId}</code>
        </p>
      ) : null}
      <div className={styles.actions}>
        <Link to="/" className={button.primary}>
          Go to the home page
        </Link>
        <Link to="/contact" className={button.outline}>
          Contact us
        </Link>
      </div>
    </div>
  );
}
