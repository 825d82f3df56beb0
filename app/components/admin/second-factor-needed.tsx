import { Link } from "react-router";
import * as styles from "./admin.css";

export function SecondFactorNeeded({ step }: { step: "enrol" | "challenge" }) {
  return (
    <div className={styles.card}>
      <h2>Two-factor sign-in required</h2>
      {step === "enrol" ? (
        <>
          <p>
            The dashboard opens only to an account with two-factor sign-in turned on. Turn it on
            under Security on your account page, then come back here.
          </p>
          <p>
            <Link to="/account">Turn on two-factor sign-in</Link>
          </p>
        </>
      ) : (
        <>
          <p>Enter the code from your authenticator app to finish signing in.</p>
          <p>
            <Link to="/auth?returnTo=%2Fadmin">Enter your code</Link>
          </p>
        </>
      )}
    </div>
  );
}
