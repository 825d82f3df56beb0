import { Copy } from "lucide-react";
import { button } from "~/components/ui/button.css";
import { useToast } from "~/components/widgets/toaster";
import { discountText, mailboxOffer } from "~/content/mailbox";

/** Needs the clipboard, so it is rendered once hydrated. */
export function CopyCodeButton() {
  const { toast } = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(mailboxOffer.code);
      toast({
        title: "Code copied",
        description: `Paste ${mailboxOffer.code} at checkout to save ${discountText}.`,
      });
    } catch {
      toast({
        title: "Failed to copy",
        description: `Please type the code ${mailboxOffer.code} at checkout.`,
        variant: "destructive",
      });
    }
  }
  return (
    <button type="button" className={button.outline} onClick={copy}>
      <Copy aria-hidden="true" size={18} />
      Copy code
    </button>
  );
}
