import * as card from "~/components/ui/card.css";
import type { EventListing } from "~/utils/event-dates";
import { EventCard } from "./event-card";
import * as styles from "./events.css";

export function EventList({
  events,
  label,
  eagerCount = 0,
  layout = "grid",
}: {
  events: readonly EventListing[];
  label: string;
  eagerCount?: number;
  layout?: "grid" | "pair";
}) {
  return (
    <ul className={layout === "pair" ? styles.twoUp : card.grid} aria-label={label}>
      {events.map((event, index) => (
        <li key={event.id}>
          <EventCard event={event} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
