import { fieldset, legend, row } from "~/components/forms/form.css";
import type { SocialProfiles } from "~/utils/site-content";
import { MAX_SOCIAL_PROFILES } from "~/utils/site-content-limits";
import { fieldsOf, type FormReply } from "./form-reply";
import { SettingsForm } from "./settings-form";
import { TextSetting } from "./text-setting";

export function SocialForm({ social, reply }: { social: SocialProfiles; reply: FormReply }) {
  const fields = fieldsOf(reply);
  const sent = fields.list("profiles") as { network?: string; url?: string }[] | undefined;
  const rows = sent ?? social;
  const count = Math.min(MAX_SOCIAL_PROFILES, rows.length + 2);
  return (
    <SettingsForm
      id="social"
      title="Social profiles"
      intent="social"
      fields={fields}
      lead="Leave a row empty to remove it."
    >
      {Array.from({ length: count }, (_, i) => {
        const profile = rows[i];
        const savedOf = (value: string | undefined) => ({ saved: value ?? "" });
        // Refused rows come back as sent; the Field reads them by name.
        const rowFields = {
          ...fields,
          value: (name: string, saved: string) => (sent ? saved : fields.value(name, saved)),
        };
        return (
          <fieldset key={i} className={fieldset}>
            <legend className={legend}>Profile {i + 1}</legend>
            <div className={row}>
              <TextSetting
                fields={rowFields}
                name={`profiles[${i}].network`}
                id={`site-profile-${i}-network`}
                label="Network"
                required={false}
                {...savedOf(profile?.network)}
              />
              <TextSetting
                fields={rowFields}
                name={`profiles[${i}].url`}
                id={`site-profile-${i}-url`}
                label="Address"
                type="url"
                required={false}
                {...savedOf(profile?.url)}
              />
            </div>
          </fieldset>
        );
      })}
    </SettingsForm>
  );
}
