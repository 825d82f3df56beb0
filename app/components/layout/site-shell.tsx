import { useMatches } from "react-router";
import { useRef, type ReactNode } from "react";
import { ChatLauncherLink } from "~/components/widgets/chat-launcher-link";
import { dock, dockSpace } from "~/components/widgets/floating.css";
import { onDemand } from "~/components/widgets/on-demand";
import { ToastProvider } from "~/components/widgets/toaster";
import { skipLink } from "~/styles/utilities.css";
import type { Toast } from "~/utils/toast";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import * as styles from "./site-shell.css";
import { TestModeBand } from "./test-mode-band";
import { withTestBand } from "./test-mode-band.css";

/**
 * None of them is used in a page's first seconds, so their code is fetched once the page has
 * hydrated rather than with it; until then the chat launcher is a link to /chat (as without
 * JavaScript), and the scroll-to-top button and the invitation show only later anyway.
 */
const visitorWidgets = onDemand(() => import("~/components/widgets/visitor-widgets"));

function VisitorWidgets() {
  const Widgets = visitorWidgets.useComponent(true);
  const launcherFocused = useRef(false);
  return Widgets ? (
    <Widgets launcherFocused={launcherFocused.current} />
  ) : (
    <ChatLauncherLink onFocusChange={(focused) => (launcherFocused.current = focused)} />
  );
}

/** What a route's `handle` may say about the shell around its page. */
export type ShellHandle = { visitorWidgets?: false; siteFooter?: false };

function useShellHandle(key: keyof ShellHandle): boolean {
  return !useMatches().some((match) => (match.handle as ShellHandle | undefined)?.[key] === false);
}

export function SiteShell({
  year,
  flashToast,
  testMode,
  children,
}: {
  year: number;
  flashToast: Toast | null;
  testMode: boolean;
  children: ReactNode;
}) {
  // The visitors' floating buttons and newsletter invitation are not for the owner at work on the
  // dashboard, where they would sit over a phone's table. Asked of the routes, not the URL: to
  // anyone else an /admin URL is an unknown one, and looks it (ADR 66).
  const visitorWidgets = useShellHandle("visitorWidgets");
  // The dashboard is a workplace: the marketing footer's dozen links are not for it.
  const siteFooter = useShellHandle("siteFooter");
  return (
    <ToastProvider flashToast={flashToast}>
      <div
        className={[styles.page, testMode && withTestBand, visitorWidgets && dockSpace]
          .filter(Boolean)
          .join(" ")}
      >
        <a href="#main" className={skipLink}>
          Skip to content
        </a>
        {testMode ? <TestModeBand /> : null}
        <Navbar />
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {siteFooter ? <Footer year={year} /> : null}
      </div>
      {visitorWidgets ? (
        <>
          <div className={dock} aria-hidden="true" />
          <VisitorWidgets />
        </>
      ) : null}
    </ToastProvider>
  );
}
