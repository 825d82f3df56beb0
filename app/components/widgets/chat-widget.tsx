import { MessageCircle, X } from "lucide-react";
import { useCallback, useRef, useState, type KeyboardEvent } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { chatLauncherLabel } from "~/content/chat-launcher";
import { CHAT_PATH } from "~/utils/forms/chat-route";
import * as styles from "./chat-widget.css";
import { onDemand } from "./on-demand";
import { useDialogOpen } from "./use-dialog-open";

/** The panel's code is fetched the first time the chat is opened, never with the page. */
const chatPanel = onDemand(() => import("./chat-widget-panel"));

const PANEL_ID = "chat-panel";

/** Until hydrated the launcher is a link to /chat, the same assistant as a page. */
export function ChatWidget() {
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const dialogOpen = useDialogOpen();
  const ChatPanel = chatPanel.useComponent(opened);

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

  if (!hydrated) {
    return (
      <a
        href={CHAT_PATH}
        className={styles.launcher}
        aria-label={chatLauncherLabel}
        data-chat-launcher=""
      >
        <MessageCircle aria-hidden="true" size={26} />
      </a>
    );
  }
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
          <X aria-hidden="true" size={26} />
        ) : (
          <MessageCircle aria-hidden="true" size={26} />
        )}
      </button>
    </div>
  );
}
