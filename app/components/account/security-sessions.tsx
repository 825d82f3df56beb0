import type { SessionView } from "~/utils/account-security";
import { securityIntents } from "~/utils/forms/security-fields";
import { formatAccountDate, formatAccountDateTime } from "./account-dates";
import * as styles from "./account.css";
import { SecurityButtonForm } from "./security-button-form";

/** Where sessions cannot be listed (`sessions` null), the sign-out form stands alone. */
export function SecuritySessions({ sessions }: { sessions: SessionView[] | null }) {
  const others = sessions?.filter((s) => !s.current).length ?? null;
  return (
    <>
      <h3 className={styles.subtitle}>Signed-in devices</h3>
      {sessions ? (
        <ul className={styles.sessions} aria-label="Signed-in devices">
          {sessions.map((session, index) => (
            <li key={index} className={styles.session}>
              <strong>{session.device}</strong>
              {session.current ? <span className={styles.badge}>This device</span> : null}
              <span className={styles.sessionDates}>
                Signed in {formatAccountDate(session.signedInAt)}. Last active{" "}
                {formatAccountDateTime(session.lastSeenAt)}.
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          The list of devices is not available for your account. You can still sign out every device
          but this one.
        </p>
      )}
      {others === 0 ? (
        <p>No other device is signed in.</p>
      ) : (
        <SecurityButtonForm
          intent={securityIntents.signOutOthers}
          label="Sign out everywhere else"
          variant="outline"
        />
      )}
    </>
  );
}
