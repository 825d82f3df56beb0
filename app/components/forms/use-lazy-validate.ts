import { useCallback, useRef, useState } from "react";
import type { CheckedForm, Validate } from "~/utils/forms/validate";

/**
 * A form's check in the browser (Conform's `onValidate`), fetched with zod the first time the
 * visitor focuses the form: `warmUp` goes on the form's `onFocus`. Until it arrives a submission
 * goes to the server, which checks it with the same schema and answers with the same messages.
 */
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
