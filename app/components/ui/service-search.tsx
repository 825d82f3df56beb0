import { Form, Link } from "react-router";
import { Search } from "lucide-react";
import { useEffect, useRef, type ChangeEvent } from "react";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/styles/utilities.css";
import { MAX_QUERY_LENGTH, SEARCH_PARAM } from "~/utils/search-query";
import { useDebouncedSubmit } from "~/utils/use-debounced-submit";
import * as styles from "./service-search.css";

const TYPING_DEBOUNCE_MS = 250;

export type ServiceSearchText = {
  label: string;
  placeholder: string;
  submit: string;
  clear: string;
};

/** A GET form, so the server filters without JavaScript; with it the page filters as one types. */
export function ServiceSearch({
  id,
  query,
  text,
  path,
  resultsId,
  hidden = {},
  status,
}: {
  id: string;
  query: string;
  text: ServiceSearchText;
  path: string;
  resultsId?: string;
  hidden?: Record<string, string>;
  status?: { summary: string; empty: boolean };
}) {
  const { schedule, cancel } = useDebouncedSubmit(TYPING_DEBOUNCE_MS);
  const input = useRef<HTMLInputElement>(null);
  const results = resultsId ? `#${resultsId}` : "";
  const statusId = `${id}-status`;

  // After 'Clear search' or Back, show the query the page shows, unless the visitor is typing.
  useEffect(() => {
    const field = input.current;
    if (field && field !== document.activeElement && field.value !== query) field.value = query;
  }, [query]);

  const filterAsYouType = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.trim();
    schedule(value ? { ...hidden, [SEARCH_PARAM]: value } : hidden, {
      method: "get",
      action: path,
      replace: true,
      preventScrollReset: true,
    });
  };

  return (
    <Form
      method="get"
      action={`${path}${results}`}
      role="search"
      className={styles.form}
      onSubmit={cancel}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className={styles.label}>
        {text.label}
      </label>
      <div className={styles.row}>
        <div className={styles.field}>
          <Search aria-hidden="true" size={20} className={styles.icon} />
          <input
            ref={input}
            id={id}
            className={styles.input}
            type="search"
            name={SEARCH_PARAM}
            defaultValue={query}
            placeholder={text.placeholder}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            aria-describedby={status ? statusId : undefined}
            onChange={filterAsYouType}
          />
        </div>
        <button type="submit" className={button.primary}>
          {text.submit}
        </button>
      </div>
      {status ? (
        <div className={styles.status}>
          <p
            id={statusId}
            role="status"
            data-search-status=""
            className={status.empty ? visuallyHidden : undefined}
          >
            {status.summary}
          </p>
          {query && !status.empty ? (
            <Link to={`${path}${results}`} className={styles.clearLink} preventScrollReset>
              {text.clear}
            </Link>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}
