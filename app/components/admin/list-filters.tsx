import { Form } from "react-router";
import type { ReactNode } from "react";
import { input, label as labelStyle } from "~/components/forms/form.css";
import { button } from "~/components/ui/button.css";
import { MAX_ADMIN_QUERY_LENGTH } from "~/utils/admin-inputs";
import * as styles from "./admin.css";

export function ListFilters({
  label,
  query,
  submitLabel = "Filter",
  after,
  children,
}: {
  label: string;
  query: string;
  submitLabel?: string;
  after?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Form method="get" className={styles.filters} aria-label={label}>
      {children}
      <label className={styles.filterField}>
        <span className={labelStyle}>Search</span>
        <input
          type="search"
          name="q"
          defaultValue={query}
          maxLength={MAX_ADMIN_QUERY_LENGTH}
          className={input}
        />
      </label>
      <div className={styles.actions}>
        <button type="submit" className={button.secondary}>
          {submitLabel}
        </button>
        {after}
      </div>
    </Form>
  );
}

export function FilterSelect({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <label className={styles.filterField}>
      <span className={labelStyle}>{label}</span>
      <select name={name} defaultValue={value} className={input}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ExportLink({ href }: { href: string }) {
  return (
    <a href={href} download className={button.outline}>
      Export CSV
    </a>
  );
}
