import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { MAX_ADMIN_QUERY_LENGTH } from "~/utils/admin-inputs";
import * as styles from "./admin.css";

/**
 * A dashboard list's GET filter form, which works without JavaScript: the list's own choices
 * (`children`, such as a status select), the search box, the submit button, and what follows it
 * (`after`, such as the CSV export of what is shown).
 */
export function ListFilters({
  label,
  query,
  submitLabel = "Filter",
  after,
  children,
}: {
  /** The form's accessible name ("Filter leads"). */
  label: string;
  query: string;
  submitLabel?: string;
  after?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Form method="get" className={styles.filters} aria-label={label}>
      {children}
      <label>
        Search{" "}
        <input type="search" name="q" defaultValue={query} maxLength={MAX_ADMIN_QUERY_LENGTH} />
      </label>
      <button type="submit">{submitLabel}</button>
      {after}
    </Form>
  );
}
