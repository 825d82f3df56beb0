import { useCallback, useRef, useState } from "react";
import type { CheckedForm, Validate } from "~/utils/forms/validate";

/** zod is fetched on the form's first focus; until then the server checks with the same schema. */
export function useLazyValidate<Name extends CheckedForm>(name: Name) {
  const [validate, setValidate] = useState<Validate<Name>>();
  const started = useRef(false);
  const warmUp = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void import("~/utils/forms/validate").then(({ checkOf }) => setValidate(() => checkOf(name)));
  }, [name]);
  return { validate, warmUp };
}
