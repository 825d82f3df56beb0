import {
  useActionData,
  useLoaderData,
  type ClientLoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { loadAccount } from "~/.server/account/page";
import { submitSecurityForm } from "~/.server/account/security/section";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { AccountTabs } from "~/components/account/account-tabs";
import * as styles from "~/components/account/account.css";
import { OrderHistory } from "~/components/account/order-history";
import { ProfileTab } from "~/components/account/profile-tab.deferred";
import { deferred } from "~/components/deferred/deferred";
import { PageHero } from "~/components/ui/page-hero";
import { container, section } from "~/styles/utilities.css";
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

// The Profile tab's forms: fetched once the page has hydrated (ADR 59).
const profileTab = deferred(
  import.meta.env.SSR && ProfileTab,
  () => import("~/components/account/profile-tab.deferred").then((module) => module.ProfileTab),
  'nav[aria-label="Account sections"] + *',
);

/** On a navigation to the page, its data and the Profile tab's code together: it shows whole. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const [data] = await Promise.all([serverLoader<typeof loader>(), profileTab.load()]);
  return data;
}

export default function AccountPage() {
  const { tab, user, profile, security, orders } = useLoaderData<typeof clientLoader>();
  const response = useActionData<typeof action>();
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
              <profileTab.Part
                email={user.email}
                createdAt={user.createdAt}
                details={profile}
                security={security}
                response={response}
              />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
