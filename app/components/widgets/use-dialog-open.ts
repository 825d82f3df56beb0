import { useEffect, useState } from "react";
import { isDialogOpen } from "~/utils/page-busy";

/** The floating buttons hide meanwhile, so they never sit over a dialog's own buttons. */
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
