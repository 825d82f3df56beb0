import { useEffect } from "react";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { formSlot } from "~/components/newsletter/newsletter.css";
import { Dialog } from "~/components/ui/dialog";
import { newsletterPopup } from "~/content/newsletter";

export default function NewsletterDialog({
  onOpen,
  onClose,
}: {
  onOpen: () => void;
  onClose: () => void;
}) {
  useEffect(onOpen, [onOpen]);
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={newsletterPopup.title}
      description={newsletterPopup.description}
    >
      <div className={formSlot}>
        <NewsletterForm idPrefix="popup-newsletter" onSubscribed={onClose} />
      </div>
    </Dialog>
  );
}
