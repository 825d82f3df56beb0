import { CalendarClock, CreditCard } from "lucide-react";
import { aiCategoryBanners } from "~/content/ai-services-page";
import * as styles from "./ai-services.css";

export function CategoryBanners() {
  return (
    <ul className={styles.banners}>
      <li className={styles.banner.payLater} data-banner="pay-later">
        <CreditCard aria-hidden="true" size={22} className={styles.bannerIcon} />
        <span>{aiCategoryBanners.payLater}</span>
      </li>
      <li className={styles.banner.turnaround} data-banner="turnaround">
        <CalendarClock aria-hidden="true" size={22} className={styles.bannerIcon} />
        <span>{aiCategoryBanners.turnaround}</span>
      </li>
    </ul>
  );
}
