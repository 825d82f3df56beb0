import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { loadAccount } from "~/.server/account";
import { AccountTabs } from "~/components/account/account-tabs";
import * as styles from "~/components/account/account.css";
import { OrderHistory } from "~/components/account/order-history";
import { Profile } from "~/components/account/profile";
import { PageHero } from "~/components/ui/page-hero";
import { container, section } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "My Account",
    description: "Your profile and order history.",
    noindex: true,
  });

export const loader = ({ request }: LoaderFunctionArgs) => loadAccount(request);

/** /account (D1 §2.13): Profile and Order History tabs. */
export default function AccountPage() {
  const { tab, user, orders } = useLoaderData<typeof loader>();
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
              <Profile email={user.email} createdAt={user.createdAt} />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
