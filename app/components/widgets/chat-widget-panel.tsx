import { Link } from "@remix-run/react";
import { Bot, SendHorizontal, X } from "lucide-react";
import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { ExternalLink } from "~/components/ui/external-link";
import { chatCopy } from "~/content/chat";
import { external } from "~/content/external";
import { visuallyHidden } from "~/styles/utilities.css";
import {
  CHAT_REPLY_DELAY_MS,
  chatReducer,
  initialChatState,
  normalizeChatMessage,
} from "~/utils/chat";
import * as styles from "./chat-widget-panel.css";

/**
 * The expanded chat (loaded on first open by `ChatWidget`). It stays mounted once loaded, hidden
 * while collapsed, so the conversation survives collapsing and moving between pages. Messages are
 * kept in this browser only: the assistant answers every message with the same fixed reply.
 */
export default function ChatPanel({
  id,
  expanded,
  onCollapse,
}: {
  id: string;
  expanded: boolean;
  onCollapse: () => void;
}) {
  const [state, dispatch] = useReducer(chatReducer, undefined, () => initialChatState());
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (expanded) inputRef.current?.focus();
  }, [expanded]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, expanded]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (normalizeChatMessage(draft) === null) return;
    dispatch({ type: "send", text: draft });
    setDraft("");
    timers.current.push(window.setTimeout(() => dispatch({ type: "reply" }), CHAT_REPLY_DELAY_MS));
  };

  return (
    <section id={id} className={styles.panel} aria-labelledby="chat-title" hidden={!expanded}>
      <header className={styles.header}>
        <span className={styles.badge}>
          <Bot aria-hidden="true" size={22} />
        </span>
        <h2 id="chat-title" className={styles.title}>
          {chatCopy.title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={chatCopy.close}
          onClick={onCollapse}
        >
          <X aria-hidden="true" size={22} />
        </button>
      </header>
      <div
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={chatCopy.logLabel}
        className={styles.log}
        // Scrollable, so keyboard users can reach it to scroll.
        tabIndex={0}
      >
        {state.messages.map((message) => (
          <p
            key={message.id}
            className={message.role === "user" ? styles.user : styles.assistant}
            data-chat-message={message.role}
          >
            <span className={visuallyHidden}>
              {message.role === "user" ? chatCopy.userName : chatCopy.assistantName}:{" "}
            </span>
            {message.content}
          </p>
        ))}
      </div>
      <form className={styles.form} onSubmit={send}>
        <label htmlFor="chat-input" className={visuallyHidden}>
          {chatCopy.inputLabel}
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          type="text"
          autoComplete="off"
          maxLength={500}
          className={styles.input}
          placeholder={chatCopy.inputPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className={styles.send} aria-label={chatCopy.send}>
          <SendHorizontal aria-hidden="true" size={20} />
        </button>
      </form>
      <footer className={styles.footer}>
        <p>{chatCopy.privacyNote}</p>
        <p className={styles.links}>
          <ExternalLink href={external.scheduling} className={styles.link} showIcon={false}>
            {chatCopy.bookCall}
          </ExternalLink>
          <Link to="/contact" className={styles.link}>
            {chatCopy.contact}
          </Link>
        </p>
      </footer>
    </section>
  );
}
