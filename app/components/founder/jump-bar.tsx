import { Link } from "@remix-run/react";
import { CalendarClock, GraduationCap, Mic } from "lucide-react";
import { pillList } from "~/components/ui/link-tabs.css";
import { founderSections } from "~/content/founder";
import { container } from "~/styles/utilities.css";
import * as styles from "./founder.css";

const icons = { consultations: CalendarClock, speaking: Mic, training: GraduationCap };

/**
 * Links to the page's three sections. Router links, not bare `<a href="#…">`: the browser reports
 * a bare fragment link as a history pop, and the router's scroll restoration then puts the old
 * scroll position back instead of going to the section (from the second click on). Without
 * JavaScript they are plain links to `<this page>#section`.
 */
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
