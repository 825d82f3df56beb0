import { describedBy, errorIdFor, Field } from "~/components/forms/field";
import { input, row, textarea } from "~/components/forms/form.css";
import { weekdays } from "~/utils/event-dates";
import type { EventEditView } from "~/utils/site-settings-view";
import { fieldsOf, type FormReply } from "./form-reply";
import { SettingsForm } from "./settings-form";
import { TextSetting } from "./text-setting";

const kindLabels = {
  "one-off": "Once, on a date",
  weekly: "Every week",
  "monthly-first": "First such weekday of every month",
} as const;

export function EventForm({
  event,
  images,
  reply,
}: {
  event: EventEditView;
  images: string[];
  reply: FormReply;
}) {
  const fields = fieldsOf(reply);
  const select = (name: string, label: string, saved: string, options: [string, string][]) => {
    const id = `event-${name}`;
    const errors = fields.errors(name);
    return (
      <Field id={id} label={label} errors={errors}>
        <select
          id={id}
          name={name}
          className={input}
          defaultValue={fields.value(name, saved)}
          aria-invalid={errors ? true : undefined}
          aria-describedby={errorIdFor(id)}
        >
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      </Field>
    );
  };
  const descriptionErrors = fields.errors("description");
  return (
    <SettingsForm
      id="event-form"
      title={event.id ? `Edit “${event.title}”` : "Add an event"}
      intent="event"
      fields={fields}
      submitLabel={event.id ? "Save event" : "Add event"}
    >
      {event.id ? <input type="hidden" name="eventId" value={event.id} /> : null}
      <TextSetting
        fields={fields}
        name="title"
        id="event-title"
        label="Title"
        saved={event.title}
      />
      <Field id="event-description" label="Description" errors={descriptionErrors} markRequired>
        <textarea
          id="event-description"
          name="description"
          rows={4}
          className={textarea}
          defaultValue={fields.value("description", event.description)}
          required
          aria-invalid={descriptionErrors ? true : undefined}
          aria-describedby={errorIdFor("event-description")}
        />
      </Field>
      <TextSetting
        fields={fields}
        name="url"
        id="event-url"
        label="Tickets page"
        saved={event.url}
        type="url"
      />
      {select(
        "image",
        "Picture",
        event.image,
        images.map((src) => [
          src,
          src
            .split("/")
            .pop()!
            .replace(/\.svg$/, "")
            .replace(/-/g, " "),
        ]),
      )}
      {select("kind", "Happens", event.kind, Object.entries(kindLabels))}
      <TextSetting
        fields={fields}
        name="start"
        id="event-start"
        label="Starts (one-off events)"
        hint="Eastern Time."
        saved={event.start}
        type="datetime-local"
        required={false}
        aria-describedby={describedBy("event-start", "Eastern Time.")}
      />
      <div className={row}>
        {select(
          "weekday",
          "Weekday (recurring events)",
          event.weekday,
          weekdays.map((day) => [day, day]),
        )}
        <TextSetting
          fields={fields}
          name="time"
          id="event-time"
          label="Time (recurring events)"
          saved={event.time}
          type="time"
          required={false}
        />
      </div>
    </SettingsForm>
  );
}
