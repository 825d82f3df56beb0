import { data, type MetaFunction } from "react-router";
import { Outlet, useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import * as styles from "~/components/admin/admin.css";
import { DashboardNav } from "~/components/admin/dashboard-nav";
import { SecondFactorNeeded } from "~/components/admin/second-factor-needed";
import type { ShellHandle } from "~/components/layout/site-shell";
import { container } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";
import { privatePage } from "~/utils/cache-policy";
export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Dashboard", description: "The owner's dashboard.", noindex: true });

export const headers = privatePage;

export const handle: ShellHandle = { visitorWidgets: false, siteFooter: false };

/** The site's 404 for anyone but an admin; owing a second factor, only what to do about it. */
export async function loader({ request, context }: RouteArgs) {
  const app = await appContextOf(context);
  const gate = await adminGate(app, request, { context });
  const headers = { "Cache-Control": "private, no-store" };
  if (gate.status === "second-factor") return data({ gate }, { headers });
  return data({ gate: { status: gate.status } }, { headers });
}

export default function AdminLayout() {
  const { gate } = useLoaderData<typeof loader>();
  return (
    <section className={styles.workspace} aria-labelledby="page-title">
      <div className={container}>
        <h1 id="page-title" className={styles.pageTitle}>
          Dashboard
        </h1>
        {gate.status === "second-factor" ? (
          <SecondFactorNeeded step={gate.step} />
        ) : (
          <>
            <DashboardNav />
            <Outlet />
          </>
        )}
      </div>
    </section>
  );
}
