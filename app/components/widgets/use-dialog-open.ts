import { useEffect, useState } from "react";
import { isDialogOpen } from "~/utils/page-busy";

/**
 * Whether a dialog is on screen, kept up to date by watching the page: the floating buttons hide
 * meanwhile, so they never sit over a dialog's own buttons (ADR 32).
 */
export function useDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(isDialogOpen());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ["open", "role", "hidden"],
    });
    return () => observer.disconnect();
  }, []);
  return open;
}
