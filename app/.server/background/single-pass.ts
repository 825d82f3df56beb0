/**
 * A pass that never runs twice at once: a call while one is under way gets that pass's outcome
 * (it joins it) rather than starting another.
 */
export function singlePass<T>(pass: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= pass().finally(() => {
      running = undefined;
    }));
}
