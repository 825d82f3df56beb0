import * as Dialog from "@radix-ui/react-dialog";
import { Link } from "@remix-run/react";
import { X } from "lucide-react";
import { button, iconButton } from "~/components/ui/button.css";
import { promo } from "~/content/home";
import * as styles from "./promo-dialog.css";

/** The dialog itself; Radix traps focus while it is open and closes it on Escape. */
export default function PromoDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.content} data-testid="promo-popup">
          <img
            src={promo.image.src}
            srcSet={promo.image.srcSet}
            sizes={promo.image.sizes}
            alt={promo.image.alt}
            width={promo.image.width}
            height={promo.image.height}
            className={styles.image}
          />
          <div className={styles.body}>
            <Dialog.Title className={styles.title}>{promo.title}</Dialog.Title>
            <Dialog.Description className={styles.description}>
              {promo.description}
            </Dialog.Description>
            <div className={styles.actions}>
              <Link to="/events" className={button.primary} onClick={onClose}>
                View All Events
              </Link>
              <Dialog.Close className={button.ghost}>Maybe Later</Dialog.Close>
            </div>
          </div>
          <Dialog.Close className={`${iconButton} ${styles.close}`} aria-label="Close">
            <X aria-hidden="true" size={22} />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
