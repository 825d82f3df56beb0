import { useEffect, useState } from "react";
import { recall, remember } from "~/utils/browser-memory";
import { isDialogOpen, isFieldFocused, isQuietPath, watchFieldChanges } from "~/utils/page-busy";

const POPUP_RETRY_MS = 1000;

/** One pop-up a visit (a tab's session), whichever it is: a first visit never meets two. */
const VISIT_POPUP_KEY = "popup-shown-this-visit";
const popupShownThisVisit = () => recall("sessionStorage", VISIT_POPUP_KEY) !== null;

/** `warmUp` runs halfway through the delay to fetch the pop-up's code. */
export function usePopupTurn({
  pathname,
  wanted,
  delayMs,
  warmUp,
}: {
  pathname: string;
  wanted: () => boolean;
  delayMs: number;
  warmUp: () => void;
}): [open: boolean, close: () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const due = () => !popupShownThisVisit() && wanted();
    if (isQuietPath(pathname) || !due()) return;
    const fields = watchFieldChanges();
    const timers: number[] = [];
    const busy = () => isDialogOpen() || isFieldFocused() || fields.changed();
    const attempt = () => {
      if (!due()) return;
      if (busy()) return void timers.push(window.setTimeout(attempt, POPUP_RETRY_MS));
      remember("sessionStorage", VISIT_POPUP_KEY, new Date().toISOString());
      setOpen(true);
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
