import { ShellIcon } from "~/components/icons/shell-icon";
import { chatLauncherLabel } from "~/content/chat-launcher";
import { CHAT_PATH } from "~/utils/forms/chat-route";
import * as styles from "./chat-widget.css";

/** The chat launcher until the visitor widgets' code is here: a link to /chat, the same assistant. */
export function ChatLauncherLink({ onFocusChange }: { onFocusChange: (focused: boolean) => void }) {
  return (
    <a
      href={CHAT_PATH}
      className={styles.launcher}
      aria-label={chatLauncherLabel}
      data-chat-launcher=""
      onFocus={() => onFocusChange(true)}
      onBlur={() => onFocusChange(false)}
    >
      <ShellIcon name="message-circle" size={26} />
    </a>
  );
}
