const listeners = new Set<() => void>();

export function onContentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function contentChanged(): void {
  for (const listener of listeners) listener();
}
