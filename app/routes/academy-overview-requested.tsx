import { Link, type MetaFunction } from "react-router";
import { ArrowLeft, Download } from "lucide-react";
import { AcademyContactLine } from "~/components/academy/academy-contact-line";
import * as styles from "~/components/academy/academy.css";
import { centered, largeHeading } from "~/components/ui/section-heading.css";
import { button } from "~/components/ui/button.css";
import { PageHero } from "~/components/ui/page-hero";
import { academyName, academyOverviewPdf, overviewRequestedPage } from "~/content/academy";
import { academyPath } from "~/content/site";
import { container, section } from "~/styles/utilities.css";
import { pageMeta } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: overviewRequestedPage.title,
    description: overviewRequestedPage.description,
    noindex: true,
  });

/** Without JavaScript the interest form leads here; with it the download starts by itself. */
export default function AcademyOverviewRequested() {
  return (
    <>
      <PageHero
        eyebrow={academyName}
        title={overviewRequestedPage.title}
        lead={overviewRequestedPage.lead}
      >
        <a
          href={academyOverviewPdf.path}
          download={academyOverviewPdf.filename}
          className={button.primary}
        >
          <Download aria-hidden="true" size={18} />
          {academyOverviewPdf.downloadLabel}
        </a>
        <Link to={academyPath} className={button.outlineLight}>
          <ArrowLeft aria-hidden="true" size={18} />
          {overviewRequestedPage.backLabel}
        </Link>
      </PageHero>
      <section className={section} aria-labelledby="next-steps-title">
        <div className={`${container} ${centered}`}>
          <h2 id="next-steps-title" className={largeHeading}>
            {academyOverviewPdf.nextStepsTitle}
          </h2>
          <p className={styles.interestText}>{overviewRequestedPage.text}</p>
          <p className={styles.interestText}>{academyOverviewPdf.nextStepsText}</p>
          <AcademyContactLine />
        </div>
      </section>
    </>
  );
}
