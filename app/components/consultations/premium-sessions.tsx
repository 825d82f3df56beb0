import { Link } from "react-router";
import { Crown } from "lucide-react";
import { button } from "~/components/ui/button.css";
import type { CatalogItem } from "~/content/catalog/types";
import { consultationsAnchors, premiumSessions } from "~/content/consultations-page";
import { formatMoney } from "~/utils/money";
import { container, sectionAlt } from "~/styles/utilities.css";
import * as styles from "./consultations.css";

export function PremiumSessions({
  seats,
}: {
  seats: readonly { minutes: number; item: CatalogItem }[];
}) {
  return (
    <section
      id={consultationsAnchors.premium}
      className={sectionAlt}
      aria-labelledby="premium-sessions-title"
    >
      <div className={container}>
        <div className={styles.premium}>
          <div>
            <p className={styles.premiumBadge}>
              <Crown aria-hidden="true" size={18} />
              With our founder
            </p>
            <h2 id="premium-sessions-title" className={styles.premiumTitle}>
              {premiumSessions.title}
            </h2>
            <p className={styles.premiumText}>{premiumSessions.text}</p>
            <div className={styles.premiumActions}>
              <Link to={premiumSessions.href} className={button.secondary}>
                {premiumSessions.linkLabel}
              </Link>
            </div>
          </div>
          <ul className={styles.seatList} aria-label="Strategy Seats">
            {seats.map((seat) => (
              <li key={seat.item.id} className={styles.seat} data-seat={seat.minutes}>
                <span>{seat.minutes}-minute Strategy Seat</span>
                <span className={styles.seatPrice}>{formatMoney(seat.item.priceCents)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
