import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ENHANCED_FIELD } from "~/utils/forms/lead-form";

/**
 * What every public form carries besides its fields: the honeypot and, once
 * React runs, the flag that tells the action this page shows its answer itself (no redirect).
 */
export function FormGuards() {
  const hydrated = useHydrated();
  return (
    <>
      <HoneypotInputs />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
    </>
  );
}
