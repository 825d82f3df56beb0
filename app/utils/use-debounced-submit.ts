import { useSubmit, type SubmitFunction } from "react-router";
import { useCallback, useEffect, useRef } from "react";

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
