import { CalendarClock, Download, Tag } from "lucide-react";
import { trainingAccessDays, trainingPrice } from "~/content/training";
import * as styles from "./video-library.css";

export function LibraryTerms() {
  const terms = [
    {
      Icon: Tag,
      title: `${trainingPrice.label} per training`,
      text: "Pay once for the topics you need. No subscription.",
    },
    {
      Icon: CalendarClock,
      title: `${trainingAccessDays}-day access`,
      text: `Watch and rewatch for ${trainingAccessDays} days from the day you buy.`,
    },
    {
      Icon: Download,
      title: "One-time download",
      text: "Download the training and its worksheets once, to keep for your files.",
    },
  ];
  return (
    <ul className={styles.terms} aria-label="What you get">
      {terms.map(({ Icon, title, text }) => (
        <li key={title} className={styles.term}>
          <Icon aria-hidden="true" size={22} className={styles.termIcon} />
          <span>
            <strong className={styles.termTitle}>{title}</strong>
            <span className={styles.termText}>{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
