import { useEffect, useState, type ComponentType } from "react";

/**
 * A component whose code is fetched when first wanted and then drawn without a Suspense
 * boundary: React 19 holds a suspended part's reveal for up to 300 ms after its fallback (its
 * fallback throttle, on timers), which would make a pop-up timed to the second open late.
 */
export function onDemand<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<unknown> | null = null;
  const fetch = () => (pending ??= load().then((module) => (loaded = module.default)));
  /** The component once its code is here; while `wanted`, its code is fetched. */
  function useComponent(wanted: boolean): ComponentType<Props> | null {
    const [, setArrived] = useState(loaded !== null);
    useEffect(() => {
      // Also when the code came between this render and its effect: draw it now.
      if (wanted) void fetch().then(() => setArrived(true));
    }, [wanted]);
    return loaded;
  }
  return { fetch, useComponent };
}
