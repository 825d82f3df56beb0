import type { SessionView } from "~/utils/account-security";
import { securityIntents } from "~/utils/forms/security-fields";
import { formatAccountDate, formatAccountDateTime } from "./account-dates";
import * as styles from "./account.css";
import { SecurityButtonForm } from "./security-button-form";

/**
 * "Signed-in devices" of the Security part: each session's browser, when it signed in and when
 * it was last used, this device first; and a form that signs every other device out. Where the
 * account service cannot list sessions (`sessions` null) the form is offered on its own.
 */
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
