import { Form } from "@remix-run/react";
import { Search } from "lucide-react";
import { button } from "~/components/ui/button.css";
import { MAX_QUERY_LENGTH } from "~/utils/search-query";
import { useDebouncedSubmit } from "~/utils/use-debounced-submit";
import * as styles from "./book-now.css";

const TYPING_DEBOUNCE_MS = 250;

/**
 * The services search: a GET form, so it works without JavaScript (press Search); with
 * JavaScript the results follow the typing, replacing the history entry instead of adding one.
 * `hidden` values (such as the selected tab) travel with the query.
 */
export function ServiceSearch({
  query,
  hidden = {},
  label = "Search services",
}: {
  query: string;
  hidden?: Record<string, string>;
  label?: string;
}) {
  const { schedule, cancel } = useDebouncedSubmit(TYPING_DEBOUNCE_MS);

  return (
    <Form
      method="get"
      role="search"
      className={styles.search}
      preventScrollReset
      onChange={(event) =>
        schedule(event.currentTarget, { replace: true, preventScrollReset: true })
      }
      onSubmit={cancel}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={styles.searchField}>
        <span className={styles.searchLabel}>{label}</span>
        <input
          type="search"
          name="q"
          defaultValue={query}
          placeholder="Search services..."
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          className={styles.searchInput}
        />
      </label>
      <button type="submit" className={button.primary}>
        <Search aria-hidden="true" size={18} />
        Search
      </button>
    </Form>
  );
}
