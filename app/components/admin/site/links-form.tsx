import type { ExternalLinks } from "~/utils/site-content";
import { externalLinkNames } from "~/utils/site-content-limits";
import { fieldsOf, type FormReply } from "./form-reply";
import { SettingsForm } from "./settings-form";
import { TextSetting } from "./text-setting";

const labels: Record<keyof ExternalLinks, string> = {
  scheduling: "Scheduling page (the $25 discovery call and consultations)",
  reviews: "Reviews (the home page's Testimonials button)",
  tickets: "Event tickets",
  speakerRequest: "Speaker request form",
  virtualMailbox: "Virtual mailbox partner (affiliate link)",
  businessDirectory: "Business directory",
};

export function LinksForm({ links, reply }: { links: ExternalLinks; reply: FormReply }) {
  const fields = fieldsOf(reply);
  return (
    <SettingsForm
      id="links"
      title="External links"
      intent="links"
      fields={fields}
      lead="Every button that opened the old address opens the new one. Addresses start with https://"
    >
      {externalLinkNames.map((name) => (
        <TextSetting
          key={name}
          fields={fields}
          name={name}
          label={labels[name]}
          saved={links[name]}
          type="url"
        />
      ))}
    </SettingsForm>
  );
}
