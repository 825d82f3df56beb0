import { buyNotice } from "~/utils/purchase";
import * as styles from "./auth.css";

export function BuyingNotice({ title }: { title: string }) {
  return (
    <p className={styles.notice} data-buying-notice>
      {buyNotice(title)} You will come back to its checkout.
    </p>
  );
}
