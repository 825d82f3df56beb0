import { Form, Link } from "react-router";
import { FormAlert } from "~/components/forms/field";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/styles/utilities.css";
import type { EventRowView } from "~/utils/site-settings-view";
import * as styles from "../admin.css";
import { Cell } from "../cell";
import { TableHead } from "../table-head";

export function EventsList({ events, error }: { events: EventRowView[]; error?: string[] }) {
  return (
    <section id="events" className={styles.card} aria-labelledby="events-title">
      <h2 id="events-title">Events</h2>
      <p>
        <Link to="/events">The events page</Link> lists recurring events at their next date and
        one-off events until they start. <a href="#event-form">Add an event</a>.
      </p>
      <FormAlert id="events-alert" messages={error} />
      {events.length > 0 ? (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Events</caption>
          <TableHead columns={[{ label: "Event" }, { label: "When" }, { label: "Change" }]} />
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <Cell label="Event">{event.title}</Cell>
                <Cell label="When">
                  {event.when}
                  {event.past ? " (over)" : ""}
                </Cell>
                <Cell label="Change">
                  <div className={styles.actions}>
                    <Link
                      to={`/admin/site?${new URLSearchParams({ event: event.id })}#event-form`}
                      aria-label={`Edit ${event.title}`}
                    >
                      Edit
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="eventId" value={event.id} />
                      <button
                        type="submit"
                        name="intent"
                        value="event-remove"
                        className={button.ghost}
                        aria-label={`Remove ${event.title}`}
                      >
                        Remove
                      </button>
                    </Form>
                  </div>
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No events: the page says new workshops are announced soon.</p>
      )}
    </section>
  );
}
