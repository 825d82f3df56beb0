import type { EventDefinition } from "~/content/events";
import { eventTimeZone, eventZoneLabel } from "~/content/events";
import { describeRecurrence, formatEventDate, isUpcoming } from "~/utils/event-dates";
import { eventImages } from "~/utils/site-content";
import type { EventEditView, EventRowView } from "~/utils/site-settings-view";
import type { Database } from "../db";
import { readSiteContent } from "../site-content";

function row(event: EventDefinition, now: Date): EventRowView {
  if (event.recurrence) {
    return {
      id: event.id,
      title: event.title,
      when: describeRecurrence(event.recurrence, eventZoneLabel),
      past: false,
    };
  }
  return {
    id: event.id,
    title: event.title,
    when: formatEventDate(event.start_date, eventZoneLabel),
    past: !isUpcoming(event.start_date, now, eventTimeZone),
  };
}

function editView(event: EventDefinition | undefined, ticketsUrl: string): EventEditView {
  if (!event) {
    return {
      id: "",
      title: "",
      description: "",
      url: ticketsUrl,
      image: eventImages[0]!,
      kind: "one-off",
      start: "",
      weekday: "Wednesday",
      time: "19:00",
    };
  }
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    url: event.url,
    image: event.image_url,
    kind: event.recurrence?.frequency ?? "one-off",
    start: event.start_date ? event.start_date.slice(0, 16) : "",
    weekday: event.recurrence?.weekday ?? "Wednesday",
    time: event.recurrence?.time ?? "19:00",
  };
}

export async function siteSettingsPage(db: Database, editing: string | null, now = new Date()) {
  const content = await readSiteContent(db);
  const edited = editing ? content.events.find((event) => event.id === editing) : undefined;
  return {
    contact: content.contact,
    social: content.social,
    links: content.links,
    promo: content.promo,
    events: content.events.map((event) => row(event, now)),
    // A tickets link still the default follows the owner's edit, as the events page shows it.
    eventForm: editView(edited, content.links.tickets),
    images: eventImages,
  };
}
