import { Link, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { loadAuthPage, submitAuthForm } from "~/.server/auth/auth-page";
import * as styles from "~/components/auth/auth.css";
import { MfaForm, SignInForm, SignUpForm } from "~/components/auth/auth-forms";
import { PhoneMfaStep } from "~/components/auth/mfa-phone";
import { BuyingNotice } from "~/components/auth/buying-notice";
import { RecoveryLink, RecoveryStep } from "~/components/auth/recovery-step";
import { useReturnTo } from "~/components/auth/use-return-to";
import { container, section } from "~/styles/utilities.css";
import { authPath } from "~/utils/forms/auth-fields";
import { formAnswerPolicy } from "~/utils/cache-policy";
import { pageMeta } from "~/utils/seo";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageMeta(args, {
    title: args.loaderData?.step === "signup" ? "Create an Account" : "Sign In",
    description: "Sign in to your account or create one to see your profile and order history.",
    noindex: true,
  });

/** A refused sign-in or sign-up may hold the typed password. */
export const headers = formAnswerPolicy;

export async function loader({ request, context }: RouteArgs) {
  return loadAuthPage(await appContextOf(context), request, { context });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitAuthForm(app, request, { formData, context });
}

export default function AuthPage() {
  const loaded = useLoaderData<typeof loader>();
  const { step } = loaded;
  const response = useActionData<typeof action>();
  const returnTo = useReturnTo(loaded.returnTo, loaded.returnToInQuery);
  const buying = loaded.buying ? <BuyingNotice title={loaded.buying} /> : null;
  return (
    <section className={section}>
      <div className={container}>
        <div className={styles.card}>
          {step === "mfa" ? (
            <>
              <h1 className={styles.title}>Two-Factor Authentication</h1>
              {loaded.mfa?.kind === "phone" ? (
                <PhoneMfaStep returnTo={returnTo} response={response} ending={loaded.mfa.ending} />
              ) : (
                <>
                  <p className={styles.lead}>
                    Enter the code from your authenticator app to finish signing in.
                  </p>
                  <MfaForm returnTo={returnTo} response={response} />
                </>
              )}
              {loaded.recovery ? <RecoveryLink returnTo={returnTo} /> : null}
            </>
          ) : step === "recovery" ? (
            <>
              <h1 className={styles.title}>Two-Factor Authentication</h1>
              <RecoveryStep returnTo={returnTo} response={response} />
            </>
          ) : step === "signup" ? (
            <>
              <h1 className={styles.title}>Create an Account</h1>
              {buying}
              <SignUpForm returnTo={returnTo} response={response} />
              <p>
                Already have an account?{" "}
                <Link to={authPath({ returnTo })} className={styles.toggle}>
                  Sign in
                </Link>
              </p>
            </>
          ) : (
            <>
              <h1 className={styles.title}>Sign In</h1>
              {buying}
              <SignInForm returnTo={returnTo} response={response} />
              <p>
                Don&apos;t have an account?{" "}
                <Link to={authPath({ returnTo, mode: "signup" })} className={styles.toggle}>
                  Sign up
                </Link>
              </p>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
