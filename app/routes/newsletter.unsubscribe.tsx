import type { HeadersFunction, MetaFunction } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { unsubscribePage, unsubscribeSubmission } from "~/.server/newsletter/unsubscribe";
import { getNewsletterSecret } from "~/.server/newsletter/unsubscribe-token";
import { button } from "~/components/ui/button.css";
import { centered } from "~/components/ui/section-heading.css";
import { PageHero } from "~/components/ui/page-hero";
import { newsletterUnsubscribePage as page } from "~/content/newsletter";
import { container, section, sectionLead } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";
import type { RouteArgs } from "~/.server/context";
import { formPost } from "~/.server/security/posted-body";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "Unsubscribe",
    description: "Stop receiving the weekly newsletter.",
    noindex: true,
  });

/** The page is about one address: never cached (nor kept by the page cache), its URL never sent on. */
export const headers: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "no-referrer",
});

/** GET only shows the address and a button: mail scanners open links, and must unsubscribe nobody. */
export async function loader({ request }: RouteArgs) {
  return unsubscribePage(request, getNewsletterSecret());
}

/**
 * The signed token in the URL is the only authority: RFC 8058 one-click POSTs carry no cookie.
 * @see docs/decisions/0024-newsletter-unsubscribe-link.md
 */
export async function action({ request, context }: RouteArgs) {
  const { app } = await formPost(context);
  return unsubscribeSubmission(app, request, { secret: getNewsletterSecret() });
}

export default function NewsletterUnsubscribe() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const shown = posted ?? loaded;
  const title =
    shown.state === "done"
      ? page.doneTitle
      : shown.state === "invalid"
        ? page.invalidTitle
        : page.confirmTitle;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={title} />
      <section className={section} aria-label="Unsubscribe">
        <div className={`${container} ${centered}`}>
          {shown.state === "confirm" ? (
            <Form method="post">
              <p className={sectionLead}>
                {page.confirmText} <strong>{shown.address}</strong>.
              </p>
              <button type="submit" className={button.primary}>
                {page.confirmButton}
              </button>
            </Form>
          ) : (
            <p className={sectionLead} role={shown.state === "invalid" ? "alert" : "status"}>
              {shown.state === "done" ? page.doneText : shown.message}
            </p>
          )}
          <p>
            <Link to="/">{page.homeLink}</Link>
          </p>
        </div>
      </section>
    </>
  );
}
