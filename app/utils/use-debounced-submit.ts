import { useSubmit, type SubmitFunction } from "@remix-run/react";
import { useCallback, useEffect, useRef } from "react";

/**
 * Submit after the visitor pauses (search as you type): `schedule` replaces any pending
 * submission, `cancel` drops it (on an explicit submit, say), and unmounting cancels too.
 */
export function useDebouncedSubmit(delayMs: number) {
  const submit = useSubmit();
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  useEffect(() => cancel, [cancel]);
  const schedule = useCallback(
    (...args: Parameters<SubmitFunction>) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => submit(...args), delayMs);
    },
    [submit, delayMs],
  );
  return { schedule, cancel };
}
