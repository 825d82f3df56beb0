/** How long the browser may stay busy before a deferred part is fetched all the same. */
const IDLE_TIMEOUT_MS = 2000;
/** A part counts as near once it is this close to the viewport. */
const NEAR = "300px";
/**
 * Pointing (mouse, pen or finger) at the part, or focusing into it. Heard on the window, before
 * React: React stops an event aimed at a part it has not hydrated from going further.
 */
const INTERACTIONS = ["pointerover", "focusin"];

/**
 * Calls `start` once, at the first of: the browser is idle (or IDLE_TIMEOUT_MS have passed), the
 * part nears the viewport, the visitor points at it or focuses into it. The part is found in the
 * server-rendered document: its first element (`first`, a selector) and the elements after it
 * up to the end of its Suspense boundary. Returns the clean-up, for an effect.
 */
export function whenWanted(first: string, start: () => void): () => void {
  const elements = boundaryFrom(document.querySelector(first));
  const near = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) go();
    },
    { rootMargin: NEAR },
  );
  let done = false;
  if ("requestIdleCallback" in window) requestIdleCallback(go, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(go, IDLE_TIMEOUT_MS);
  const touched = (event: Event) => {
    if (elements.some((element) => element.contains(event.target as Node))) go();
  };
  for (const element of elements) near.observe(element);
  for (const type of INTERACTIONS) addEventListener(type, touched, { capture: true });
  function stop() {
    done = true;
    near.disconnect();
    for (const type of INTERACTIONS) removeEventListener(type, touched, { capture: true });
  }
  function go() {
    if (done) return;
    stop();
    start();
  }
  return stop;
}

/** `first` and the elements after it, up to the comment that closes its Suspense boundary. */
function boundaryFrom(first: Element | null): Element[] {
  const elements: Element[] = [];
  let depth = 0;
  for (let node: Node | null = first; node; node = node.nextSibling) {
    if (node instanceof Element) elements.push(node);
    else if (node instanceof Comment && node.data.startsWith("$")) depth++;
    else if (node instanceof Comment && node.data === "/$" && depth-- === 0) break;
  }
  return elements;
}
