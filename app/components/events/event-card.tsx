import { CalendarDays, Repeat } from "lucide-react";
import { button } from "~/components/ui/button.css";
import * as card from "~/components/ui/card.css";
import { ExternalLink } from "~/components/ui/external-link";
import { eventImage } from "~/content/events";
import type { EventListing } from "~/utils/event-dates";
import * as styles from "./events.css";

export function EventCard({ event, eager = false }: { event: EventListing; eager?: boolean }) {
  const titleId = `event-${event.id}`;
  return (
    <article
      className={`${card.card} ${card.fill}`}
      aria-labelledby={titleId}
      data-event={event.id}
      data-start-date={event.start_date}
    >
      <img
        src={event.image_url}
        width={eventImage.width}
        height={eventImage.height}
        alt=""
        loading={eager ? undefined : "lazy"}
        decoding="async"
        className={card.wideImage}
      />
      <div className={styles.when}>
        {event.recurring ? (
          <span className={styles.recurring} data-recurring="">
            <Repeat aria-hidden="true" size={16} />
            {event.recurring}
          </span>
        ) : null}
        <span className={styles.date}>
          <CalendarDays aria-hidden="true" size={18} className={styles.icon} />
          <span>
            {event.recurring ? "Next: " : null}
            <time dateTime={event.dateTime}>{event.dateLabel}</time>
          </span>
        </span>
      </div>
      <h3 id={titleId} className={card.title}>
        {event.title}
      </h3>
      <p className={card.text}>{event.description}</p>
      <div className={card.actions}>
        <ExternalLink href={event.url} className={button.primary} aria-describedby={titleId}>
          Register Now
        </ExternalLink>
      </div>
    </article>
  );
}
