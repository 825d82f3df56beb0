import { Form, Link } from "@remix-run/react";
import { Search } from "lucide-react";
import { useEffect, useRef, type ChangeEvent } from "react";
import { button } from "~/components/ui/button.css";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_PARAM,
  aiSearchText,
  aiServicesPath,
  aiSolutionsId,
} from "~/content/ai-services-page";
import { MAX_QUERY_LENGTH } from "~/utils/search-query";
import { visuallyHidden } from "~/styles/utilities.css";
import { useDebouncedSubmit } from "~/utils/use-debounced-submit";
import * as styles from "./ai-services.css";

/**
 * The AI services search (S-AIPAGE-03): a GET form, so the server filters the page without
 * JavaScript. With JavaScript the page filters as the visitor types, after a short pause,
 * replacing the history entry and keeping the scroll position and the focus in the box.
 */
export function ServiceSearch({
  query,
  summary,
  empty,
}: {
  query: string;
  /** What the search left, announced as it changes. */
  summary: string;
  /** Nothing matched: the page shows the message in full, with its own way back. */
  empty: boolean;
}) {
  const { schedule, cancel } = useDebouncedSubmit(SEARCH_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);

  // After 'Clear search' or Back, show the query the page shows, unless the visitor is typing.
  useEffect(() => {
    const field = input.current;
    if (field && field !== document.activeElement && field.value !== query) field.value = query;
  }, [query]);

  const filterAsYouType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.trim();
    schedule(value ? { [SEARCH_PARAM]: value } : {}, {
      method: "get",
      action: aiServicesPath,
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <Form
      method="get"
      action={`${aiServicesPath}#${aiSolutionsId}`}
      role="search"
      className={styles.searchForm}
      onSubmit={cancel}
    >
      <label htmlFor="ai-service-search" className={styles.searchLabel}>
        {aiSearchText.label}
      </label>
      <div className={styles.searchRow}>
        <div className={styles.searchField}>
          <Search aria-hidden="true" size={20} className={styles.searchIcon} />
          <input
            ref={input}
            id="ai-service-search"
            className={styles.searchInput}
            type="search"
            name={SEARCH_PARAM}
            defaultValue={query}
            placeholder={aiSearchText.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            aria-describedby="ai-service-search-status"
            onChange={filterAsYouType}
          />
        </div>
        <button type="submit" className={button.secondary}>
          {aiSearchText.submit}
        </button>
      </div>
      <div className={styles.searchStatus}>
        <p
          id="ai-service-search-status"
          role="status"
          data-search-status=""
          className={empty ? visuallyHidden : undefined}
        >
          {summary}
        </p>
        {query && !empty ? (
          <Link
            to={`${aiServicesPath}#${aiSolutionsId}`}
            className={styles.textLink}
            preventScrollReset
          >
            {aiSearchText.clear}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
