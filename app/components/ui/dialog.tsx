import { X } from "lucide-react";
import {
  cloneElement,
  isValidElement,
  useEffect,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from "react";
import { createPortal } from "react-dom";
import { iconButton } from "./button.css";
import * as styles from "./dialog.css";

const TABBABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type='hidden'])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "iframe",
  "audio[controls]",
  "video[controls]",
  "[contenteditable]:not([contenteditable='false'])",
  "[tabindex]",
].join(",");

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.getAttribute("tabindex") !== "-1" && el.getClientRects().length > 0,
  );
}

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving it for the browser's UI. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== "Tab" || event.altKey || event.ctrlKey || event.metaKey) return;
  const dialog = event.currentTarget;
  const items = tabbables(dialog);
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const outside = !active || active === dialog || !dialog.contains(active);
  if (event.shiftKey ? outside || active === first : outside || active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Whether a pointer event on the dialog element happened on its ::backdrop (outside its box). */
function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

type ModalDialogProps = Omit<HTMLAttributes<HTMLDialogElement>, "open" | "onClose"> & {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
};

/** Rendered only while open, so content such as an autoplaying video starts when it opens. */
export function ModalDialog({ open, ...props }: ModalDialogProps) {
  return open && typeof document !== "undefined" ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  labelledBy,
  describedBy,
  children,
  ...rest
}: Omit<ModalDialogProps, "open">) {
  const ref = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return createPortal(
    <dialog
      {...rest}
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      // Escape closes the native dialog (after its `cancel` event); the page follows.
      onClose={onClose}
      onKeyDown={keepTabInside}
      onPointerDown={(event: PointerEvent<HTMLDialogElement>) => {
        pressedOnBackdrop.current = onBackdrop(event);
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && onBackdrop(event)) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}

export function DialogCloseButton({
  onClick,
  className,
}: {
  onClick: () => void;
  className: string;
}) {
  return (
    <button
      type="button"
      className={`${iconButton} ${className}`}
      aria-label="Close"
      onClick={onClick}
    >
      <X aria-hidden="true" size={22} />
    </button>
  );
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
};

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
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const id = useId();
  const titleId = `${id}title`;
  const descriptionId = description ? `${id}description` : undefined;
  return (
    <>
      {isValidElement<TriggerProps>(trigger)
        ? cloneElement(trigger, {
            "aria-haspopup": "dialog",
            "aria-expanded": isOpen,
            onClick: (event: MouseEvent<HTMLElement>) => {
              trigger.props.onClick?.(event);
              if (!event.defaultPrevented) setOpen(true);
            },
          })
        : trigger}
      <ModalDialog
        open={isOpen}
        onClose={() => setOpen(false)}
        labelledBy={titleId}
        describedBy={descriptionId}
        className={`${styles.content} ${styles.fromTop} ${size === "wide" ? styles.wide : ""}`}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {description ? (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        ) : null}
        {children}
        <DialogCloseButton onClick={() => setOpen(false)} className={styles.close} />
      </ModalDialog>
    </>
  );
}
