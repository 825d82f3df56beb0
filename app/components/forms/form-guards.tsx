import { HoneypotInputs } from "remix-utils/honeypot/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { ENHANCED_FIELD } from "~/utils/forms/lead-form";

export function FormGuards() {
  const hydrated = useHydrated();
  return (
    <>
      <HoneypotInputs />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
    </>
  );
}
