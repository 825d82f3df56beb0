import { useLocation } from "react-router";
import type { ReactNode } from "react";
import { ChatWidget } from "~/components/widgets/chat-widget";
import { NewsletterPopup } from "~/components/widgets/newsletter-popup";
import { ScrollToTop } from "~/components/widgets/scroll-to-top";
import { dock, dockSpace } from "~/components/widgets/floating.css";
import { ToastProvider } from "~/components/widgets/toaster";
import { skipLink } from "~/styles/utilities.css";
import type { Toast } from "~/utils/toast";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import * as styles from "./site-shell.css";
import { TestModeBand } from "./test-mode-band";
import { withTestBand } from "./test-mode-band.css";

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
  // dashboard, where they would sit over a phone's table.
  const { pathname } = useLocation();
  const visitorWidgets = !(pathname === "/admin" || pathname.startsWith("/admin/"));
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
        <Footer year={year} />
      </div>
      {visitorWidgets ? (
        <>
          <div className={dock} aria-hidden="true" />
          <ScrollToTop />
          <ChatWidget />
          <NewsletterPopup />
        </>
      ) : null}
    </ToastProvider>
  );
}
