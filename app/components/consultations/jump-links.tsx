import { Link } from "react-router";
import { button } from "~/components/ui/button.css";
import { consultationsJumpLinks } from "~/content/consultations-page";
import * as styles from "./consultations.css";

/** Router links, so the router's scroll restoration does not undo the jump. */
export function JumpLinks() {
  return (
    <nav aria-label="On this page">
      <ul className={styles.jumpList}>
        {consultationsJumpLinks.map((link, i) => (
          <li key={link.id}>
            <Link to={`#${link.id}`} className={i === 0 ? button.primary : button.outlineLight}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
