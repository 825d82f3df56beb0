import { RemixBrowser } from "@remix-run/react";
import { setNonce } from "get-nonce";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

// Radix dialogs lock scrolling with a <style> element; give it this page's CSP nonce (the browser
// exposes a script's nonce as a property, never as an attribute).
const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
if (nonce) setNonce(nonce);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
