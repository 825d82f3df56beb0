import { Clock } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { CheckList } from "~/components/ui/check-list";
import { ExternalLink } from "~/components/ui/external-link";
import { PageSection } from "~/components/ui/page-section";
import type { StrategySeat } from "~/content/founder";
import { site } from "~/content/site";
import { formatMoney } from "~/utils/money";
import * as styles from "./founder.css";

export function StrategySeats({ seats }: { seats: readonly StrategySeat[] }) {
  return (
    <PageSection
      id="consultations"
      titleId="consultations-title"
      title="Reserve a Strategy Seat"
      lead={`Private one-on-one time with ${site.founder.firstName} to work through your most important business decisions, by video call, booked in a few clicks.`}
    >
      <ul className={styles.seats}>
        {seats.map((seat, i) => {
          const name = `${seat.minutes}-Minute Strategy Seat`;
          return (
            <li
              key={seat.id}
              className={i === seats.length - 1 ? card.highlighted : card.card}
              data-seat={seat.minutes}
            >
              <h3 className={card.title}>{name}</h3>
              <div className={styles.seatMeta}>
                <span className={card.price}>{formatMoney(seat.priceCents)}</span>
                <span className={styles.duration}>
                  <Clock aria-hidden="true" size={18} />
                  {seat.duration}
                </span>
              </div>
              <p className={card.text}>{seat.description}</p>
              <h4 className={styles.listTitle}>Perfect for</h4>
              <CheckList items={seat.perfectFor} variant="tick" />
              <h4 className={styles.listTitle}>You&rsquo;ll receive</h4>
              <CheckList items={seat.youllReceive} variant="tick" />
              <div className={card.actions}>
                <ExternalLink href={seat.url} className={button.primary}>
                  Book a {seat.minutes}-Minute Seat
                </ExternalLink>
              </div>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
