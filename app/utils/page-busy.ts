/**
 * What the visitor is busy with, read from the page itself, so a pop-up waits its turn and the
 * floating buttons step aside (ADR 32). Browser-only.
 */

/** Pages where a pop-up would interrupt something that matters: signing in, paying, the account. */
const QUIET_PATHS = /^\/(auth|checkout|account|admin)(\/|$)/;

export function isQuietPath(pathname: string): boolean {
  return QUIET_PATHS.test(pathname);
}

const DIALOGS = "dialog[open], [role=dialog], [role=alertdialog]";

/** An open `<dialog>` or an element playing a dialog's part that is on screen. */
export function isDialogOpen(root: ParentNode = document): boolean {
  return [...root.querySelectorAll(DIALOGS)].some((element) => element.getClientRects().length > 0);
}

const FIELDS = "input:not([type=hidden]), textarea, select, [contenteditable='true']";

/** Focus is in a field the visitor types into or chooses in. */
export function isFieldFocused(): boolean {
  const active = document.activeElement;
  return active instanceof Element && active.matches(FIELDS);
}

/**
 * Listens for the visitor changing any field of the page; `changed()` says whether they have
 * since `reset()` (a new page). Returns the function that stops listening.
 */
export function watchFieldChanges() {
  let changed = false;
  const mark = (event: Event) => {
    if (event.target instanceof Element && event.target.matches(FIELDS)) changed = true;
  };
  document.addEventListener("input", mark, true);
  document.addEventListener("change", mark, true);
  return {
    changed: () => changed,
    reset: () => {
      changed = false;
    },
    stop: () => {
      document.removeEventListener("input", mark, true);
      document.removeEventListener("change", mark, true);
    },
  };
}
