import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Dialog } from "~/components/ui/dialog";
import * as styles from "./founder.css";

/**
 * Details that open in a dialog. The server (and a browser without JavaScript) renders them in a
 * native `<details>` element, so they are readable without JavaScript; once the page is hydrated
 * the summary becomes a button that opens the same content in the site's modal dialog.
 */
export function DisclosureDialog({
  label,
  triggerClassName,
  title,
  description,
  children,
}: {
  /** The trigger's content (the summary before hydration, the button after). */
  label: ReactNode;
  triggerClassName: string;
  title: ReactNode;
  description?: ReactNode;
  /** The details; a function gets whether they are shown in the dialog (to pick heading levels). */
  children: ReactNode | ((inDialog: boolean) => ReactNode);
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <details className={styles.details}>
        <summary className={`${triggerClassName} ${styles.summary}`}>
          {label}
          <ChevronDown aria-hidden="true" size={18} data-chevron="" />
        </summary>
        <div className={styles.detailsBody}>
          {typeof children === "function" ? children(false) : children}
        </div>
      </details>
    );
  }
  return (
    <Dialog
      title={title}
      description={description}
      trigger={
        <button type="button" className={triggerClassName}>
          {label}
        </button>
      }
    >
      <div className={styles.dialogBody}>
        {typeof children === "function" ? children(true) : children}
      </div>
    </Dialog>
  );
}
