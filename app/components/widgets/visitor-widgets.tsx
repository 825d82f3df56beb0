import { ChatWidget } from "./chat-widget";
import { NewsletterPopup } from "./newsletter-popup";
import { ScrollToTop } from "./scroll-to-top";

/** The floating buttons and the newsletter invitation, fetched once the page has hydrated. */
export default function VisitorWidgets({ launcherFocused }: { launcherFocused: boolean }) {
  return (
    <>
      <ScrollToTop />
      <ChatWidget focusLauncher={launcherFocused} />
      <NewsletterPopup />
    </>
  );
}
