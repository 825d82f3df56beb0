import { Link } from "react-router";
import { chatCopy } from "~/content/chat";
import type { ChatAnswer } from "~/utils/chat-search";
import * as styles from "./chat-answers.css";

export function ChatAnswers({ answers }: { answers: readonly ChatAnswer[] }) {
  return (
    <ul className={styles.list}>
      {answers.map((answer) => (
        <li key={`${answer.href} ${answer.title}`} className={styles.item}>
          <span className={styles.title}>{answer.title}</span>
          <span>{answer.text}</span>
          <Link
            to={answer.href}
            className={styles.link}
            aria-label={`${chatCopy.readMore}: ${answer.title}`}
          >
            {chatCopy.readMore}
          </Link>
        </li>
      ))}
    </ul>
  );
}
