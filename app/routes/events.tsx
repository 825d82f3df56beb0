import type { MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { EventList } from "~/components/events/event-list";
import * as styles from "~/components/events/events.css";
import { PageHero } from "~/components/ui/page-hero";
import { eventTimeZone, eventZoneLabel } from "~/content/events";
import {
  container,
  section,
  sectionAlt,
  sectionHeading,
  sectionLead,
} from "~/styles/utilities.css";
import { upcomingEvents } from "~/utils/event-dates";
import { pageMeta } from "~/utils/seo";
import { appContextOf, type RouteArgs } from "~/.server/context";
import { readSiteSetting } from "~/.server/site-content";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Events",
    description:
      "Live online events for entrepreneurs and small business owners: the Wednesday Business Power Hour every week at 7 PM, the Monthly AI Lab on the first Wednesday, and workshops on planning, grants and funding.",
    keywords: ["small business events", "Charlotte workshops", "AI lab", "strategic planning"],
  });

/** Dates are computed and formatted here, at request time, in New York time. */
export async function loader({ context }: RouteArgs) {
  const definitions = await readSiteSetting((await appContextOf(context)).db, "events");
  return { events: upcomingEvents(definitions, new Date(), eventTimeZone, eventZoneLabel) };
}

export default function EventsPage() {
  const { events } = useLoaderData<typeof loader>();
  const recurring = events.filter((event) => event.recurring);
  const oneOff = events.filter((event) => !event.recurring);
  return (
    <>
      <PageHero
        eyebrow="Events"
        title="Events & Workshops"
        lead="Learn with us live: a weekly power hour, a monthly hands-on AI lab and workshops that help you plan, fund and grow your business."
      />
      <section className={section} aria-labelledby="recurring-title">
        <div className={container}>
          <h2 id="recurring-title" className={sectionHeading}>
            Every week and every month
          </h2>
          <p className={sectionLead}>
            We meet online every Wednesday at 7 PM, and the first Wednesday of each month is our
            hands-on AI Lab. All times are Eastern Time (Charlotte, NC).
          </p>
          <EventList events={recurring} label="Recurring events" eagerCount={2} layout="pair" />
        </div>
      </section>
      <section className={sectionAlt} aria-labelledby="upcoming-title">
        <div className={container}>
          <h2 id="upcoming-title" className={sectionHeading}>
            Upcoming workshops
          </h2>
          <p className={sectionLead}>
            Focused sessions with a clear outcome. Seats are limited, so register early.
          </p>
          {oneOff.length > 0 ? (
            <EventList events={oneOff} label="Upcoming workshops" />
          ) : (
            <p className={styles.note}>
              New workshops are announced here and in our weekly newsletter. In the meantime, join
              us on Wednesday evening.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
