import { SignOutForm } from "~/components/auth/sign-out-form";
import type { SecurityResponse } from "~/utils/account-security";
import type { ProfileDetails } from "~/utils/forms/profile";
import { ProfileForm } from "./profile-form";
import { button } from "~/components/ui/button.css";
import { formatAccountDate } from "./account-dates";
import * as styles from "./account.css";

export function Profile({
  email,
  createdAt,
  details,
  response,
}: {
  email: string;
  createdAt: string;
  details: ProfileDetails | null;
  response: SecurityResponse | undefined;
}) {
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
      {details ? <ProfileForm details={details} response={response} /> : null}
      <div>
        <SignOutForm className={button.outline} />
      </div>
    </>
  );
}
