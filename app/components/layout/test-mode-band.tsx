import { TEST_MODE_TEXT } from "~/utils/test-mode";
import * as styles from "./test-mode-band.css";

/** The page adds `withTestBand` to make room. */
export function TestModeBand() {
  return (
    <aside aria-label="Test mode" className={styles.band}>
      {TEST_MODE_TEXT}
    </aside>
  );
}
