import { useId } from "react";
import { useRootData } from "~/utils/root-data";

const LABEL = "Please leave this field blank";

/**
 * The honeypot's fields, as remix-utils' <HoneypotInputs> draws them but valid HTML: it (7.7 and
 * 10.0 alike) writes autocomplete="nope" and the same ids in every form, and a checkout page has
 * several forms.
 */
export function HoneypotInputs() {
  const honeypot = useRootData()?.honeypot;
  const id = useId();
  if (!honeypot) return null;
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = honeypot;
  return (
    // The inline style's hash is allowed by the Content-Security-Policy (security/headers.ts).
    <div style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={`${id}-name`}>{LABEL}</label>
      <input
        id={`${id}-name`}
        name={nameFieldName}
        type="text"
        defaultValue=""
        autoComplete="off"
        tabIndex={-1}
      />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={`${id}-from`}>{LABEL}</label>
          <input
            id={`${id}-from`}
            name={validFromFieldName}
            type="text"
            value={encryptedValidFrom}
            readOnly
            autoComplete="off"
            tabIndex={-1}
          />
        </>
      ) : null}
    </div>
  );
}
