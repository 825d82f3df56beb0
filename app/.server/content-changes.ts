/**
 * Content the pages show changed in this process (the video list, the catalogue): whoever keeps
 * drawn pages (the server's page cache) forgets them.
 */
const listeners = new Set<() => void>();

export function onContentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(): void {
  for (const listener of listeners) listener();
}
