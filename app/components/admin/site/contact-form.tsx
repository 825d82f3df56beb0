import { errorIdFor, FieldErrors } from "~/components/forms/field";
import { choice, choices, fieldset, legend, row } from "~/components/forms/form.css";
import { weekdays } from "~/utils/event-dates";
import type { SiteContact } from "~/utils/site-content";
import { fieldsOf, type FormReply } from "./form-reply";
import { SettingsForm } from "./settings-form";
import { TextSetting } from "./text-setting";

export function ContactForm({ contact, reply }: { contact: SiteContact; reply: FormReply }) {
  const fields = fieldsOf(reply);
  const sentDays = fields.list("days");
  const dayErrors = fields.errors("days");
  return (
    <SettingsForm
      id="contact"
      title="Contact details"
      intent="contact"
      fields={fields}
      lead="Shown in the footer, on the contact page and to search engines."
    >
      <div className={row}>
        <TextSetting
          fields={fields}
          name="phoneDisplay"
          label="Phone, as visitors read it"
          saved={contact.phone.display}
          autoComplete="off"
        />
        <TextSetting
          fields={fields}
          name="phoneE164"
          label="Phone, for dialling"
          hint="+ then the country code and number: +17045550142"
          saved={contact.phone.e164}
          type="tel"
          autoComplete="off"
        />
      </div>
      <TextSetting
        fields={fields}
        name="email"
        label="E-mail"
        saved={contact.email}
        type="email"
        autoComplete="off"
      />
      <div className={row}>
        <TextSetting fields={fields} name="city" label="City" saved={contact.address.city} />
        <TextSetting
          fields={fields}
          name="region"
          label="State or region"
          saved={contact.address.region}
        />
        <TextSetting
          fields={fields}
          name="country"
          label="Country code"
          saved={contact.address.country}
          maxLength={2}
        />
      </div>
      <fieldset
        className={fieldset}
        aria-describedby={errorIdFor("site-days")}
        aria-invalid={dayErrors ? true : undefined}
      >
        <legend className={legend}>Open on</legend>
        <div className={choices}>
          {weekdays.map((day) => (
            <label key={day} className={choice}>
              <input
                type="checkbox"
                name="days"
                value={day}
                defaultChecked={
                  sentDays ? sentDays.includes(day) : contact.openingHours.days.includes(day)
                }
              />
              {day}
            </label>
          ))}
        </div>
        <FieldErrors id={errorIdFor("site-days")} errors={dayErrors} />
      </fieldset>
      <div className={row}>
        <TextSetting
          fields={fields}
          name="opens"
          label="Opens at"
          saved={contact.openingHours.opens}
          type="time"
        />
        <TextSetting
          fields={fields}
          name="closes"
          label="Closes at"
          saved={contact.openingHours.closes}
          type="time"
        />
      </div>
    </SettingsForm>
  );
}
