import { Link, useLocation } from "react-router";
import { ShellIcon } from "~/components/icons/shell-icon";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { createToast, TOAST_DURATION_MS, type Toast, type ToastInput } from "~/utils/toast";
import * as styles from "./toaster.css";

type ToastApi = { toast: (input: ToastInput) => void; dismiss: () => void };

const ToastContext = createContext<ToastApi>({ toast: () => {}, dismiss: () => {} });

export function useToast() {
  return useContext(ToastContext);
}

/** A server-flashed toast is in the server-rendered HTML, so it shows with JavaScript off. */
export function ToastProvider({
  flashToast,
  children,
}: {
  flashToast: Toast | null;
  children: ReactNode;
}) {
  const [current, setCurrent] = useState<Toast | null>(flashToast);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const lastFlashId = useRef(flashToast?.id);
  useEffect(() => {
    if (flashToast && flashToast.id !== lastFlashId.current) {
      lastFlashId.current = flashToast.id;
      setCurrent(flashToast);
    }
  }, [flashToast]);

  const toast = useCallback((input: ToastInput) => setCurrent(createToast(input)), []);
  const dismiss = useCallback(() => setCurrent(null), []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toast={current} onDismiss={dismiss} hydrated={hydrated} />
    </ToastContext.Provider>
  );
}

function Toaster({
  toast,
  onDismiss,
  hydrated,
}: {
  toast: Toast | null;
  onDismiss: () => void;
  hydrated: boolean;
}) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast, onDismiss]);

  const destructive = toast?.variant === "destructive";
  const card = toast ? (
    <ToastCard
      toast={toast}
      onDismiss={onDismiss}
      hydrated={hydrated}
      closeHref={`${pathname}${search}`}
    />
  ) : null;
  return (
    <section aria-label="Notifications" className={styles.viewport}>
      {/* Two live regions that always exist, so screen readers announce what is put into them. */}
      <div role="status" aria-live="polite">
        {destructive ? null : card}
      </div>
      <div role="alert" aria-live="assertive">
        {destructive ? card : null}
      </div>
    </section>
  );
}

function ToastCard({
  toast,
  onDismiss,
  hydrated,
  closeHref,
}: {
  toast: Toast;
  onDismiss: () => void;
  hydrated: boolean;
  closeHref: string;
}) {
  return (
    <div
      className={`${styles.toast[toast.variant]} ${hydrated ? "" : styles.selfHiding}`}
      data-toast=""
      data-variant={toast.variant}
    >
      <div>
        <p className={styles.title}>{toast.title}</p>
        {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
        {toast.action ? (
          <Link to={toast.action.href} className={styles.action} onClick={onDismiss}>
            {toast.action.label}
          </Link>
        ) : null}
      </div>
      {/* A link, so that without JavaScript closing still works (the flash is already spent). */}
      <a
        href={closeHref}
        className={styles.close}
        aria-label="Close notification"
        role="button"
        onClick={(event) => {
          event.preventDefault();
          onDismiss();
        }}
      >
        <ShellIcon name="x" size={18} />
      </a>
    </div>
  );
}
