import { useActionData, type MetaFunction } from "react-router";
import { handleLeadForm } from "~/.server/leads/form-action";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import * as styles from "~/components/newsletter/newsletter.css";
import { PageHero } from "~/components/ui/page-hero";
import { newsletterPage } from "~/content/newsletter";
import { container, section } from "~/styles/utilities.css";
import { newsletterMessages, newsletterSchema } from "~/utils/forms/newsletter";
import { REDIRECT_FIELD } from "~/utils/forms/newsletter-route";
import { safeRedirect } from "~/utils/safe-redirect";
import { pageMeta } from "~/utils/seo";
import { formPost } from "~/.server/security/posted-body";
import type { RouteArgs } from "~/.server/context";

export const meta: MetaFunction = (args) => pageMeta(args, newsletterPage.seo);

export async function action({ request, context }: RouteArgs) {
  const { app, formData } = await formPost(context);
  return handleLeadForm(app, request, {
    formData,
    kind: "newsletter",
    schema: newsletterSchema,
    success: newsletterMessages.success,
    failure: newsletterMessages.failure,
    successRedirect: safeRedirect(formData.get(REDIRECT_FIELD), "/"),
  });
}

export default function NewsletterPage() {
  const response = useActionData<typeof action>();
  return (
    <>
      <PageHero {...newsletterPage.hero} />
      <section className={section} aria-label="Newsletter sign-up">
        <div className={`${container} ${styles.page}`}>
          <ul className={styles.topics} aria-label="What you get">
            {newsletterPage.topics.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
          <NewsletterForm idPrefix="newsletter-page" initial={response} />
        </div>
      </section>
    </>
  );
}
