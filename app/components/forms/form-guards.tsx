import { useHydrated } from "remix-utils/use-hydrated";
import { ENHANCED_FIELD } from "~/utils/forms/lead-form";
import { HoneypotInputs } from "./honeypot-inputs";

export function FormGuards() {
  const hydrated = useHydrated();
  return (
    <>
      <HoneypotInputs />
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
    </>
  );
}
