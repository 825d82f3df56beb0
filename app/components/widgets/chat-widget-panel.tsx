import { Link } from "react-router";
import { Bot, SendHorizontal, X } from "lucide-react";
import { useCallback, useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { ChatAnswers } from "~/components/chat/chat-answers";
import { ChatTeamForm } from "~/components/chat/chat-team-form";
import { button } from "~/components/ui/button.css";
import { ExternalLink } from "~/components/ui/external-link";
import { chatCopy, chatTeamCopy } from "~/content/chat";
import { external } from "~/content/external";
import { visuallyHidden } from "~/styles/utilities.css";
import {
  CHAT_REPLY_DELAY_MS,
  chatQuestions,
  chatReducer,
  initialChatState,
  normalizeChatMessage,
} from "~/utils/chat";
import { searchChatAnswers } from "~/utils/chat-search";
import * as styles from "./chat-widget-panel.css";

/** Stays mounted once loaded, hidden while collapsed, so the conversation survives. */
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
  const [toTeam, setToTeam] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const teamRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    if (!expanded) return;
    if (toTeam) teamRef.current?.querySelector<HTMLElement>("[name=fullName]")?.focus();
    else inputRef.current?.focus();
  }, [expanded, toTeam]);

  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    // The newest message from its start: a long answer is read from the top.
    const last = log.lastElementChild;
    const tall = last instanceof HTMLElement && last.offsetHeight > log.clientHeight;
    log.scrollTop = tall ? last.offsetTop - log.offsetTop : log.scrollHeight;
  }, [state.messages.length, expanded, toTeam]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const question = normalizeChatMessage(draft);
    if (question === null) return;
    dispatch({ type: "send", text: question });
    setDraft("");
    const answers = searchChatAnswers(question);
    timers.current.push(
      window.setTimeout(() => dispatch({ type: "reply", answers }), CHAT_REPLY_DELAY_MS),
    );
  };

  const backToChat = useCallback(() => {
    setToTeam(false);
  }, []);
  const sent = useCallback(() => {
    dispatch({ type: "note", text: chatTeamCopy.sent });
    setToTeam(false);
  }, []);

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
      {toTeam ? (
        <div ref={teamRef} className={styles.team}>
          <h3 className={styles.teamTitle}>{chatTeamCopy.title}</h3>
          <p className={styles.teamIntro}>{chatTeamCopy.intro}</p>
          <ChatTeamForm
            idPrefix="chat-team"
            message={chatQuestions(state)}
            onSent={sent}
            extraActions={
              <button type="button" className={button.ghost} onClick={backToChat}>
                {chatTeamCopy.cancel}
              </button>
            }
          />
        </div>
      ) : (
        <>
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
              <div
                key={message.id}
                className={message.role === "user" ? styles.user : styles.assistant}
                data-chat-message={message.role}
              >
                <span className={visuallyHidden}>
                  {message.role === "user" ? chatCopy.userName : chatCopy.assistantName}:{" "}
                </span>
                {message.content}
                {message.answers ? <ChatAnswers answers={message.answers} /> : null}
              </div>
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
        </>
      )}
      <footer className={styles.footer}>
        {toTeam ? null : <p>{chatCopy.privacyNote}</p>}
        <p className={styles.links}>
          {toTeam ? null : (
            <button type="button" className={styles.linkButton} onClick={() => setToTeam(true)}>
              {chatCopy.sendToTeam}
            </button>
          )}
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
