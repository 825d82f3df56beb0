import { useLocation } from "@remix-run/react";
import { lazy, Suspense, useEffect, useState } from "react";
import { NEWSLETTER_POPUP_DELAY_MS, NEWSLETTER_POPUP_SEEN_KEY } from "~/content/newsletter";

const loadDialog = () => import("./newsletter-dialog");
const NewsletterDialog = lazy(loadDialog);

/** True when the pop-up was shown before, or when this browser cannot remember it. */
function seenBefore(): boolean {
  try {
    return window.localStorage.getItem(NEWSLETTER_POPUP_SEEN_KEY) !== null;
  } catch {
    return true; // storage blocked: never nag on every page
  }
}

function rememberSeen() {
  try {
    window.localStorage.setItem(NEWSLETTER_POPUP_SEEN_KEY, new Date().toISOString());
  } catch {
    // storage blocked: nothing to remember with
  }
}

/**
 * Invites the visitor to subscribe 2 s after arriving on any page except the home page (which
 * has its own newsletter section), once per browser: the flag is set the moment it opens, so it
 * never shows again. Its code loads a second before it opens. Needs JavaScript by nature.
 */
export function NewsletterPopup() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (pathname === "/" || seenBefore()) return;
    const warmUp = window.setTimeout(() => void loadDialog(), NEWSLETTER_POPUP_DELAY_MS / 2);
    const timer = window.setTimeout(() => {
      if (seenBefore()) return;
      rememberSeen();
      setOpen(true);
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => {
      window.clearTimeout(warmUp);
      window.clearTimeout(timer);
    };
  }, [pathname]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
