import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { statistics, successBand } from "~/content/home";
import { Affiliates } from "./affiliates";
import { IntroVideo } from "./intro-video";
import { NewsletterSection } from "./newsletter-section";
import { Solutions } from "./solutions";
import { StatsBand } from "./stats";
import { Testimonials } from "./testimonials";

/** The home page below the hero, hydrated after the page (app/routes/home.tsx, ADR 59). */
export function HomeSections() {
  return (
    <>
      <Solutions />
      <StatsBand
        id="stats-title"
        title="Results that speak for themselves"
        stats={statistics}
        tone="dark"
      />
      <IntroVideo />
      <StatsBand id="success-title" title="Success stories" stats={successBand} tone="light" />
      <Affiliates />
      <Testimonials />
      <NewsletterSection>
        <NewsletterForm idPrefix="home-newsletter" onDark />
      </NewsletterSection>
    </>
  );
}
