import { Link } from "react-router";
import { button } from "~/components/ui/button.css";
import { DialogCloseButton, ModalDialog } from "~/components/ui/dialog";
import { promo } from "~/content/promo";
import type { PromoView } from "~/utils/promo-view";
import * as styles from "./promo-dialog.css";

const { narrow } = promo.image;

export default function PromoDialog({
  promo: content,
  onClose,
}: {
  promo: PromoView;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      open
      onClose={onClose}
      labelledBy="promo-title"
      describedBy="promo-description"
      className={styles.content}
      data-testid="promo-popup"
    >
      <picture>
        <source
          media={narrow.media}
          srcSet={narrow.srcSet}
          sizes={narrow.sizes}
          width={narrow.width}
          height={narrow.height}
        />
        <img
          src={promo.image.src}
          srcSet={promo.image.srcSet}
          sizes={promo.image.sizes}
          alt={promo.image.alt}
          width={promo.image.width}
          height={promo.image.height}
          className={styles.image}
        />
      </picture>
      <div className={styles.body}>
        <h2 id="promo-title" className={styles.title}>
          {content.title}
        </h2>
        <p id="promo-description" className={styles.description}>
          {content.description}
        </p>
        <div className={styles.actions}>
          {content.link.startsWith("/") ? (
            <Link to={content.link} className={button.primary} onClick={onClose}>
              View All Events
            </Link>
          ) : (
            <a href={content.link} className={button.primary} onClick={onClose}>
              View All Events
            </a>
          )}
          <button type="button" className={button.ghost} onClick={onClose}>
            Maybe Later
          </button>
        </div>
      </div>
      <DialogCloseButton onClick={onClose} className={styles.close} />
    </ModalDialog>
  );
}
