import type { SiteActionView } from "~/utils/site-settings-view";
import type {
  ExternalLinks,
  PromoSettings,
  SiteContact,
  SocialProfiles,
} from "~/utils/site-content";
import type { EventEditView, EventRowView } from "~/utils/site-settings-view";
import * as styles from "../admin.css";
import { ContactForm } from "./contact-form";
import { EventForm } from "./event-form";
import { EventsList } from "./events-list";
import { LinksForm } from "./links-form";
import { PromoForm } from "./promo-form";
import { SocialForm } from "./social-form";

type Page = {
  contact: SiteContact;
  social: SocialProfiles;
  links: ExternalLinks;
  promo: PromoSettings;
  events: EventRowView[];
  eventForm: EventEditView;
  images: string[];
};

const sections = [
  ["contact", "Contact details"],
  ["social", "Social profiles"],
  ["links", "External links"],
  ["promo", "Pop-up"],
  ["events", "Events"],
] as const;

export function SiteSettings({ page, reply }: { page: Page; reply: SiteActionView | undefined }) {
  const replyFor = (form: string) => (reply?.form === form ? reply.result : undefined);
  return (
    <div className={styles.stackedSections}>
      <nav aria-label="Site settings">
        <ul className={styles.nav}>
          {sections.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ContactForm contact={page.contact} reply={replyFor("contact")} />
      <SocialForm social={page.social} reply={replyFor("social")} />
      <LinksForm links={page.links} reply={replyFor("links")} />
      <PromoForm promo={page.promo} reply={replyFor("promo")} />
      <EventsList events={page.events} error={replyFor("event-remove")?.error?.[""] ?? undefined} />
      <EventForm event={page.eventForm} images={page.images} reply={replyFor("event")} />
    </div>
  );
}
