import { useEffect, useState } from "react";
import { isDialogOpen, isFieldFocused, isQuietPath, watchFieldChanges } from "~/utils/page-busy";

/** While the visitor is busy, a due pop-up looks again this often. */
const POPUP_RETRY_MS = 1000;

/**
 * Whether a timed pop-up may open now: `delayMs` after arriving on `pathname` and only once the
 * visitor is not busy: no dialog on screen, no field focused or changed on this page. Until then
 * it waits (looking again every POPUP_RETRY_MS); on the sign-in, checkout, account and admin
 * pages it never opens. `warmUp` runs halfway through the delay to fetch the pop-up's code.
 */
export function usePopupTurn({
  pathname,
  wanted,
  delayMs,
  warmUp,
}: {
  pathname: string;
  /** False when this visitor should not see it (dismissed, subscribed…): nothing is scheduled. */
  wanted: () => boolean;
  delayMs: number;
  warmUp: () => void;
}): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (isQuietPath(pathname) || !wanted()) return;
    const fields = watchFieldChanges();
    const timers: number[] = [];
    const busy = () => isDialogOpen() || isFieldFocused() || fields.changed();
    const attempt = () => {
      if (!wanted()) return;
      if (busy()) timers.push(window.setTimeout(attempt, POPUP_RETRY_MS));
      else setOpen(true);
    };
    timers.push(window.setTimeout(warmUp, delayMs / 2));
    timers.push(window.setTimeout(attempt, delayMs));
    return () => {
      fields.stop();
      timers.forEach((timer) => window.clearTimeout(timer));
    };
    // `wanted` and `warmUp` are read when the timers fire; a new page starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, delayMs]);
  return [open, () => setOpen(false)];
}
