import { ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { iconButton } from "~/components/ui/button.css";
import * as styles from "./scroll-to-top.css";
import { useDialogOpen } from "./use-dialog-open";

const SCROLL_TO_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const dialogOpen = useDialogOpen();
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible || dialogOpen) return null;
  return (
    <button
      type="button"
      className={`${iconButton} ${styles.button}`}
      aria-label="Scroll to top"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp aria-hidden="true" size={22} />
    </button>
  );
}
