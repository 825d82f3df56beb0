import { createContext, useContext } from "react";

export type RequestInfo = { nonce: string; requestId: string | undefined };

function fromDocument(): RequestInfo {
  if (typeof document === "undefined") return { nonce: "", requestId: undefined };
  const meta = document.querySelector<HTMLMetaElement>('meta[name="request-id"]');
  return { nonce: "", requestId: meta?.content || undefined };
}

export const RequestContext = createContext<RequestInfo>(fromDocument());

export function useRequestInfo() {
  return useContext(RequestContext);
}
