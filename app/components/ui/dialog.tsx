import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { iconButton } from "./button.css";
import * as styles from "./dialog.css";

/**
 * The site's modal dialog (Radix: focus trapped while open, Escape and the close button close
 * it, focus returns to the trigger). Pass the trigger element, a title and the content.
 */
export function Dialog({
  trigger,
  title,
  description,
  children,
  size = "normal",
  open,
  onOpenChange,
}: {
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  size?: "normal" | "wide";
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${size === "wide" ? styles.wide : ""}`}
          // Without a description, say so explicitly (Radix warns otherwise).
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          <RadixDialog.Close className={`${iconButton} ${styles.close}`} aria-label="Close">
            <X aria-hidden="true" size={22} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
