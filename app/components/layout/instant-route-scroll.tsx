import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

/**
 * The page scrolls smoothly to an anchor on it, but a new page starts at its top at once:
 * rendered just before `<ScrollRestoration>`, whose layout effect then scrolls without the
 * animation, which comes back on the next frame.
 */
export function InstantRouteScroll() {
  const { key } = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Chromium's scrollTo reads the style as last computed: compute it now.
    void getComputedStyle(root).scrollBehavior;
    const frame = requestAnimationFrame(() => root.style.removeProperty("scroll-behavior"));
    return () => cancelAnimationFrame(frame);
  }, [key]);
  return null;
}
