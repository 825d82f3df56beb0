export function singlePass<T>(pass: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= pass().finally(() => {
      running = undefined;
    }));
}
