import { SignOutForm } from "~/components/auth/sign-out-form";
import { button } from "~/components/ui/button.css";
import { formatAccountDate } from "./account-dates";
import * as styles from "./account.css";

/** The Profile tab (S-ACCOUNT-05, 06, 07): e-mail, Member Since and Sign Out. */
export function Profile({ email, createdAt }: { email: string; createdAt: string }) {
  return (
    <>
      <h2 className={styles.title}>Profile</h2>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.definition}>{email}</dd>
        </div>
        <div>
          <dt className={styles.term}>Member Since</dt>
          <dd className={styles.definition}>{formatAccountDate(createdAt)}</dd>
        </div>
      </dl>
      <div>
        <SignOutForm className={button.outline} />
      </div>
    </>
  );
}
