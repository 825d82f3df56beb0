import { Link } from "react-router";
import { SearchX } from "lucide-react";
import { button } from "~/components/ui/button.css";
import { ServiceSearch } from "~/components/ui/service-search";
import {
  aiSearchText,
  aiServicesPath,
  aiSolutionsId,
  aiSolutionsSection,
  resultsSummary,
  type AiCategoryResult,
} from "~/content/ai-services-page";
import { container, section, sectionHeading, sectionLead } from "~/styles/utilities.css";
import * as styles from "./ai-services.css";
import { CategoryJumpList } from "./category-jump-list";
import { CategorySection } from "./category-section";

export function AiSolutions({
  query,
  results,
}: {
  query: string;
  results: readonly AiCategoryResult[];
}) {
  return (
    <section id={aiSolutionsId} aria-labelledby="ai-solutions-title">
      <div className={section}>
        <div className={container}>
          <h2 id="ai-solutions-title" className={sectionHeading}>
            {aiSolutionsSection.title}
          </h2>
          <p className={sectionLead}>{aiSolutionsSection.lead}</p>
          <ServiceSearch
            id="ai-service-search"
            query={query}
            text={aiSearchText}
            path={aiServicesPath}
            resultsId={aiSolutionsId}
            status={{ summary: resultsSummary(query, results), empty: results.length === 0 }}
          />
          {results.length === 0 ? (
            <div className={styles.noResults} data-no-results="">
              <SearchX aria-hidden="true" size={36} />
              <p className={styles.noResultsTitle}>
                No services match <strong>“{query}”</strong>.
              </p>
              <p>{aiSearchText.noResultsHint}</p>
              <Link to={`${aiServicesPath}#${aiSolutionsId}`} className={button.outline}>
                {aiSearchText.clear}
              </Link>
            </div>
          ) : null}
          <CategoryJumpList categories={results.map((r) => r.category)} />
        </div>
      </div>
      {results.map((result, i) => (
        <CategorySection key={result.category.id} result={result} alt={i % 2 === 0} />
      ))}
    </section>
  );
}
