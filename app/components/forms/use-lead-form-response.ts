import { useEffect, useRef } from "react";
import { useToast } from "~/components/widgets/toaster";
import type { LeadFormResponse } from "~/utils/forms/lead-form";

export function useLeadFormResponse(
  response: Pick<LeadFormResponse, "toast" | "download"> | undefined,
) {
  const { toast } = useToast();
  const shown = useRef<string | undefined>(undefined);
  useEffect(() => {
    const next = response?.toast;
    if (!next || shown.current === next.id) return;
    shown.current = next.id;
    toast(next);
    if (response.download) startDownload(response.download);
  }, [response, toast]);
}

function startDownload(href: string) {
  const link = document.createElement("a");
  link.href = href;
  link.download = "";
  document.body.append(link);
  link.click();
  link.remove();
}
