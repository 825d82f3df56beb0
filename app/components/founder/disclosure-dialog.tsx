import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { Dialog } from "~/components/ui/dialog";
import * as styles from "./founder.css";

/** A native `<details>` until hydrated, so the content is readable without JavaScript. */
export function DisclosureDialog({
  label,
  triggerClassName,
  title,
  description,
  children,
}: {
  label: ReactNode;
  triggerClassName: string;
  title: ReactNode;
  description?: ReactNode;
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
