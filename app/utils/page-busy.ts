const QUIET_PATHS = /^\/(auth|checkout|account|admin)(\/|$)/;

export function isQuietPath(pathname: string): boolean {
  return QUIET_PATHS.test(pathname);
}

const DIALOGS = "dialog[open], [role=dialog], [role=alertdialog]";

export function isDialogOpen(root: ParentNode = document): boolean {
  return [...root.querySelectorAll(DIALOGS)].some((element) => element.getClientRects().length > 0);
}

const FIELDS = "input:not([type=hidden]), textarea, select, [contenteditable='true']";

export function isFieldFocused(): boolean {
  const active = document.activeElement;
  return active instanceof Element && active.matches(FIELDS);
}

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
