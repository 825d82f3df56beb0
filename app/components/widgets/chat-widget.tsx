import { ShellIcon } from "~/components/icons/shell-icon";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { chatLauncherLabel } from "~/content/chat-launcher";
import * as styles from "./chat-widget.css";
import { onDemand } from "./on-demand";
import { useDialogOpen } from "./use-dialog-open";

/** The panel's code is fetched the first time the chat is opened, never with the page. */
const chatPanel = onDemand(() => import("./chat-widget-panel"));

const PANEL_ID = "chat-panel";

/** The launcher once the page's code is here (ChatLauncherLink before), and the panel it opens. */
export function ChatWidget({ focusLauncher }: { focusLauncher: boolean }) {
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogOpen = useDialogOpen();
  const ChatPanel = chatPanel.useComponent(opened);
  // Where the link it replaces had the keyboard's focus, the button takes it.
  useEffect(() => {
    if (focusLauncher) toggleRef.current?.focus();
  }, [focusLauncher]);

  const collapse = useCallback(() => {
    setExpanded(false);
    toggleRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && expanded) {
      event.stopPropagation();
      collapse();
    }
  };

  return (
    // Out of the way (the conversation kept) while a dialog is open.
    <div onKeyDown={onKeyDown} hidden={dialogOpen}>
      {opened && ChatPanel ? (
        <ChatPanel id={PANEL_ID} expanded={expanded} onCollapse={collapse} />
      ) : null}
      <button
        ref={toggleRef}
        type="button"
        className={styles.launcher}
        aria-label={chatLauncherLabel}
        aria-expanded={expanded}
        aria-controls={opened ? PANEL_ID : undefined}
        data-chat-launcher=""
        onClick={() => {
          setOpened(true);
          setExpanded((value) => !value);
        }}
      >
        {expanded ? (
          <ShellIcon name="x" size={26} />
        ) : (
          <ShellIcon name="message-circle" size={26} />
        )}
      </button>
    </div>
  );
}
