import { useRootData } from "~/utils/root-data";

const LABEL = "Please leave this field blank";

/**
 * The honeypot's fields, hidden by an attribute the CSP trusts by hash (remix-utils 10's own
 * component hides them with a `<style>` element, which a shared page's CSP has no nonce for).
 */
export function HoneypotInputs() {
  const honeypot = useRootData()?.honeypot;
  if (!honeypot) return null;
  const { nameFieldName, validFromFieldName, encryptedValidFrom } = honeypot;
  return (
    <div id={`${nameFieldName}_wrap`} style={{ display: "none" }} aria-hidden="true">
      <label htmlFor={nameFieldName}>{LABEL}</label>
      <input
        id={nameFieldName}
        name={nameFieldName}
        type="text"
        defaultValue=""
        autoComplete="off"
        tabIndex={-1}
      />
      {validFromFieldName && encryptedValidFrom ? (
        <>
          <label htmlFor={validFromFieldName}>{LABEL}</label>
          <input
            id={validFromFieldName}
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
