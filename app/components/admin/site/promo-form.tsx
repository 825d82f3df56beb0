import { choice } from "~/components/forms/form.css";
import { row } from "~/components/forms/form.css";
import type { PromoSettings } from "~/utils/site-content";
import { fieldsOf, type FormReply } from "./form-reply";
import { SettingsForm } from "./settings-form";
import { TextSetting } from "./text-setting";

export function PromoForm({ promo, reply }: { promo: PromoSettings; reply: FormReply }) {
  const fields = fieldsOf(reply);
  const sent = reply?.initialValue as Record<string, unknown> | undefined;
  const enabled = sent ? sent.enabled === "on" : promo.enabled;
  return (
    <SettingsForm
      id="promo"
      title="Home page pop-up"
      intent="promo"
      fields={fields}
      lead="Opens 2 seconds after the home page loads, on the days you choose (both included)."
    >
      <label className={choice}>
        <input type="checkbox" name="enabled" defaultChecked={enabled} />
        Show the pop-up
      </label>
      <div className={row}>
        <TextSetting
          fields={fields}
          name="startDate"
          label="From"
          saved={promo.startDate ?? ""}
          type="date"
          required={false}
          hint="Empty: from now on."
        />
        <TextSetting
          fields={fields}
          name="endDate"
          label="Until"
          saved={promo.endDate ?? ""}
          type="date"
          required={false}
          hint="Empty: until you turn it off."
        />
      </div>
      <TextSetting
        fields={fields}
        name="title"
        id="promo-heading"
        label="Heading"
        saved={promo.title}
      />
      <TextSetting
        fields={fields}
        name="description"
        id="promo-text"
        label="Text"
        saved={promo.description}
      />
      <TextSetting
        fields={fields}
        name="link"
        id="promo-link"
        label="“View All Events” opens"
        hint="A page of this site such as /events, or an https:// address."
        saved={promo.link}
      />
    </SettingsForm>
  );
}
