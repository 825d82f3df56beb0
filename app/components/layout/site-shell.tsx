import { useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { ChatWidget } from "~/components/widgets/chat-widget";
import { NewsletterPopup } from "~/components/widgets/newsletter-popup";
import { ScrollToTop } from "~/components/widgets/scroll-to-top";
import { ToastProvider } from "~/components/widgets/toaster";
import { skipLink } from "~/styles/utilities.css";
import type { Toast } from "~/utils/toast";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import * as styles from "./site-shell.css";
import { TestModeBand } from "./test-mode-band";
import { withTestBand } from "./test-mode-band.css";

/**
 * The layout around every page, error pages included: navbar, main, footer and global widgets,
 * and the test-mode band while the payment sandbox runs.
 */
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
  // The visitors' chat and newsletter invitation are not for the owner at work on the dashboard,
  // where the chat button would sit over a phone's table.
  const { pathname } = useLocation();
  const visitorWidgets = !(pathname === "/admin" || pathname.startsWith("/admin/"));
  return (
    <ToastProvider flashToast={flashToast}>
      <div className={testMode ? `${styles.page} ${withTestBand}` : styles.page}>
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
      <ScrollToTop />
      {visitorWidgets ? (
        <>
          <ChatWidget />
          <NewsletterPopup />
        </>
      ) : null}
    </ToastProvider>
  );
}
