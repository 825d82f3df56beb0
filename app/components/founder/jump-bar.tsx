import { Link } from "react-router";
import { CalendarClock, GraduationCap, Mic } from "lucide-react";
import { pillList } from "~/components/ui/link-tabs.css";
import { founderSections } from "~/content/founder";
import { container } from "~/styles/utilities.css";
import * as styles from "./founder.css";

const icons = { consultations: CalendarClock, speaking: Mic, training: GraduationCap };

/** Router links: a bare fragment link is a history pop, and scroll restoration would undo it. */
export function JumpBar() {
  return (
    <nav className={styles.jumpBar} aria-label="On this page">
      <div className={container}>
        <ul className={pillList}>
          {founderSections.map((section) => {
            const Icon = icons[section.id];
            return (
              <li key={section.id}>
                <Link to={`#${section.id}`} className={styles.jumpLink}>
                  <Icon aria-hidden="true" size={18} />
                  {section.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
