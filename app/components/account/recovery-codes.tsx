import { Link } from "react-router";
import * as authStyles from "~/components/auth/auth.css";
import { site } from "~/content/site";
import { securityIntents } from "~/utils/forms/security-fields";
import * as styles from "./account.css";
import { SecurityButtonForm } from "./security-button-form";

/** The download is a `data:` link: no JavaScript, and no second request that could be cached. */
export function NewRecoveryCodes({ codes }: { codes: string[] }) {
  const file = `${site.name} recovery codes\n\n${codes.join("\n")}\n\nEach code signs you in once.\n`;
  return (
    <div className={styles.security} role="region" aria-labelledby="recovery-codes-title">
      <h4 id="recovery-codes-title" className={styles.subtitle}>
        Save your recovery codes
      </h4>
      <p>
        If you lose your phone, each of these codes signs you in once in place of a verification
        code. Keep them somewhere safe, such as a password manager: we will not show them again.
      </p>
      <ol className={styles.recoveryCodes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download="recovery-codes.txt"
          className={authStyles.toggle}
        >
          Download the codes
        </a>
      </p>
      <p>
        <Link to="/account" className={authStyles.toggle}>
          I have saved my codes
        </Link>
      </p>
    </div>
  );
}

export function RecoveryCodesStatus({ left }: { left: number }) {
  return (
    <>
      <p>
        <strong>Recovery codes:</strong> {left === 1 ? "1 code" : `${left} codes`} left.
        {left <= 3 ? " Make new ones before you run out." : null}
      </p>
      <SecurityButtonForm
        intent={securityIntents.recoveryNew}
        label="Make new recovery codes"
        variant="outline"
      />
    </>
  );
}
