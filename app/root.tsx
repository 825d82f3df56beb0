import type { LinksFunction } from "react-router";
import { data } from "react-router";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
} from "react-router";
import { useRootData } from "~/utils/root-data";
import type { ReactNode } from "react";
import { isAdminEmail } from "~/.server/admin/access";
import { getOptionalUser } from "~/.server/auth/session-user";
import { appContextOf, configOf, type RouteArgs } from "~/.server/context";
import { logger } from "~/.server/logger";
import { siteMiddleware } from "~/.server/middleware/site-middleware";
import { readShellContent } from "~/.server/site-content";
import { describeRootUser } from "~/.server/root-user";
import { honeypotInputProps } from "~/.server/security/honeypot";
import { getToast } from "~/.server/flash-toast";
import { ErrorPage } from "~/components/layout/error-page";
import { InstantRouteScroll } from "~/components/layout/instant-route-scroll";
import { SiteShell } from "~/components/layout/site-shell";
import { site } from "~/content/site";
import { useRequestInfo } from "~/utils/request-context";
import { defaultShellContent } from "~/utils/site-shell";
import { PRIVATE_NO_STORE, rootPolicy } from "~/utils/cache-policy";
import "~/styles/global.css";
export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/images/logo.svg", type: "image/svg+xml" },
];

export const headers = rootPolicy;

export const middleware = siteMiddleware;

export async function loader({ request, context }: RouteArgs) {
  const { toast, headers: toastHeaders } = await getToast(request);
  const [user, siteContent] = await Promise.all([
    getOptionalUser(request, context).then((found) => describeRootUser(found, context)),
    shellContent(context),
  ]);
  const headers = new Headers();
  const clearToast = toastHeaders?.get("Set-Cookie");
  if (clearToast) headers.append("Set-Cookie", clearToast);
  if (user) headers.set("Cache-Control", PRIVATE_NO_STORE);
  return data(
    {
      siteUrl: configOf(context).siteUrl,
      timeZone: configOf(context).timeZone,
      // The same for every visitor, so a cached anonymous page stays right for all.
      testMode: configOf(context).payments.offline,
      year: new Date().getFullYear(),
      siteContent,
      honeypot: await honeypotInputProps(),
      toast,
      // Only for a signed-in visitor, whose pages are never stored (PRIVATE_NO_STORE above):
      // whether the header offers the owner's dashboard.
      user: user && { ...user, isAdmin: isAdminEmail(configOf(context), user.email) },
    },
    { headers },
  );
}

/** With the database out of reach, the defaults: the page still renders. */
async function shellContent(context: RouteArgs["context"]) {
  try {
    return await readShellContent((await appContextOf(context)).db);
  } catch (error) {
    logger.error("site content unavailable; showing the defaults", { error });
    return defaultShellContent;
  }
}

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: ReactNode }) {
  const { nonce, requestId } = useRequestInfo();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f3b5f" />
        {requestId ? <meta name="request-id" content={requestId} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <InstantRouteScroll />
        <ScrollRestoration nonce={nonce || undefined} />
        <Scripts nonce={nonce || undefined} />
      </body>
    </html>
  );
}

export default function App() {
  const root = useRootData();
  return (
    <SiteShell
      year={root?.year ?? new Date().getFullYear()}
      flashToast={root?.toast ?? null}
      testMode={root?.testMode ?? false}
    >
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const { requestId } = useRequestInfo();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <SiteShell
      year={root?.year ?? new Date().getFullYear()}
      flashToast={null}
      testMode={root?.testMode ?? false}
    >
      <title>
        {notFound ? `Page Not Found | ${site.name}` : `Something Went Wrong | ${site.name}`}
      </title>
      <ErrorPage
        status={status}
        message={isRouteErrorResponse(error) && status < 500 ? String(error.data ?? "") : undefined}
        requestId={status >= 500 ? requestId : undefined}
      />
    </SiteShell>
  );
}
