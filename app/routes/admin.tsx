import { data, type MetaFunction } from "react-router";
import { NavLink, Outlet, useLoaderData } from "react-router";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { adminGate } from "~/.server/admin/access";
import * as styles from "~/components/admin/admin.css";
import { SecondFactorNeeded } from "~/components/admin/second-factor-needed";
import type { ShellHandle } from "~/components/layout/site-shell";
import { PageHero } from "~/components/ui/page-hero";
import { container, section } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";
import { privatePage } from "~/utils/cache-policy";
export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Dashboard", description: "The owner's dashboard.", noindex: true });

export const headers = privatePage;

export const handle: ShellHandle = { visitorWidgets: false };

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
    <>
      <PageHero eyebrow="Owner" title="Dashboard" />
      <section className={section}>
        <div className={container}>
          {gate.status === "second-factor" ? (
            <SecondFactorNeeded step={gate.step} />
          ) : (
            <>
              <nav aria-label="Dashboard">
                <ul className={styles.nav}>
                  <li>
                    <NavLink to="/admin" end>
                      Overview
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/leads">Leads</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/deliveries">Deliveries</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/subscribers">Subscribers</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/orders">Orders</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/customers">Customers</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/site">Site</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/catalogue">Catalogue</NavLink>
                  </li>
                  <li>
                    <NavLink to="/admin/audit">Audit log</NavLink>
                  </li>
                </ul>
              </nav>
              <Outlet />
            </>
          )}
        </div>
      </section>
    </>
  );
}
