import { useActionData, type MetaFunction } from "react-router";
import { handleLeadForm } from "~/.server/leads/form-action";
import { ContactDetails } from "~/components/contact/contact-details";
import { ContactForm } from "~/components/contact/contact-form";
import * as styles from "~/components/contact/contact.css";
import { PageHero } from "~/components/ui/page-hero";
import { contactPage } from "~/content/contact";
import { container, section } from "~/styles/utilities.css";
import { contactMessages, contactSchema } from "~/utils/forms/contact";
import { pageMeta } from "~/utils/seo";
import { formPost } from "~/.server/security/posted-body";
import type { RouteArgs } from "~/.server/context";

export const meta: MetaFunction = (args) => pageMeta(args, contactPage.seo);

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return handleLeadForm(app, request, {
    formData,
    kind: "contact",
    schema: contactSchema,
    success: contactMessages.success,
    failure: contactMessages.failure,
    successRedirect: "/contact",
  });
}

export default function ContactPage() {
  const response = useActionData<typeof action>();
  return (
    <>
      <PageHero {...contactPage.hero} />
      <section className={section} aria-labelledby="contact-form-title">
        <div className={`${container} ${styles.layout}`}>
          <div className={styles.formCard}>
            <h2 id="contact-form-title" className={styles.formTitle}>
              {contactPage.formTitle}
            </h2>
            <ContactForm response={response} />
          </div>
          <ContactDetails />
        </div>
      </section>
    </>
  );
}
