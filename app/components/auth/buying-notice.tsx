import { buyNotice } from "~/utils/purchase";
import * as styles from "./auth.css";

/** Why a visitor who chose Purchase Now is asked to sign in, and that they will come back to it. */
export function BuyingNotice({ title }: { title: string }) {
  return (
    <p className={styles.notice} data-buying-notice>
      {buyNotice(title)} You will come back to its checkout.
    </p>
  );
}
