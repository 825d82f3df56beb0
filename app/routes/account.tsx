import { useActionData, useLoaderData, type MetaFunction } from "react-router";
import { loadAccount } from "~/.server/account/page";
import { submitSecurityForm } from "~/.server/account/security/section";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { AccountTabs } from "~/components/account/account-tabs";
import * as styles from "~/components/account/account.css";
import { OrderHistory } from "~/components/account/order-history";
import { Profile } from "~/components/account/profile";
import { Security } from "~/components/account/security";
import { PageHero } from "~/components/ui/page-hero";
import { container, section } from "~/styles/utilities.css";
import { profileIntent } from "~/utils/forms/profile-fields";
import { pageMeta } from "~/utils/seo";
import { privatePage } from "~/utils/cache-policy";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "My Account",
    description: "Your profile and order history.",
    noindex: true,
  });

export const headers = privatePage;

export async function loader({ request, context }: RouteArgs) {
  return loadAccount(await appContextOf(context), request, { context });
}

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return submitSecurityForm(app, request, { formData, context });
}

export default function AccountPage() {
  const { tab, user, profile, security, orders } = useLoaderData<typeof loader>();
  const response = useActionData<typeof action>();
  const profileResponse = response?.intent === profileIntent ? response : undefined;
  return (
    <>
      <PageHero eyebrow="Account" title="My Account" />
      <section className={section}>
        <div className={container}>
          <div className={styles.card}>
            <AccountTabs current={tab} />
            {tab === "orders" && orders ? (
              <OrderHistory orders={orders} />
            ) : (
              <>
                <Profile
                  email={user.email}
                  createdAt={user.createdAt}
                  details={profile}
                  response={profileResponse}
                />
                {security ? (
                  <Security view={security} response={profileResponse ? undefined : response} />
                ) : null}
              </>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
