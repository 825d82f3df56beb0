import { Form, Link } from "react-router";
import {
  error as errorStyle,
  field,
  hint,
  input,
  label as labelStyle,
  requiredLabel,
  stack,
  textarea,
} from "~/components/forms/form.css";
import { CatalogIcons } from "~/components/commerce/catalog-icon";
import { ProductCard } from "~/components/commerce/product-card";
import { button } from "~/components/ui/button.css";
import type { CatalogItem } from "~/content/catalog/types";
import type { CatalogIconDrawings } from "~/utils/catalog-icon-drawing";
import { MAX_DESCRIPTION, MAX_LINE, MAX_TITLE } from "~/utils/forms/catalogue-limits";
import * as styles from "./admin.css";
import { CatalogueVersions, type CatalogueVersionRow } from "./catalogue-versions";

export type CatalogueEditorView = {
  id: string;
  group: { title: string; path: string };
  version: number | null;
  values: Record<string, string>;
  preview: CatalogItem;
  hidden: boolean;
  icons: CatalogIconDrawings;
  versions: CatalogueVersionRow[];
};

type Reply = {
  form: "save" | "revert";
  errors: Record<string, string[]>;
  values: Record<string, string>;
};

type FieldSpec = {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  maxLength?: number;
  type?: "text" | "url";
  inputMode?: "decimal" | "numeric";
};

const textFields: FieldSpec[] = [
  { name: "title", label: "Title", required: true, maxLength: MAX_TITLE },
  {
    name: "description",
    label: "Description",
    required: true,
    multiline: true,
    maxLength: MAX_DESCRIPTION,
  },
  {
    name: "price",
    label: "Price in dollars",
    hint: "From $1 to $999,999.99, for example 125 or 87.50. Checkout charges this price from the next order on.",
    required: true,
    inputMode: "decimal",
  },
  {
    name: "paymentPlan",
    label: "Payment-plan text",
    hint: "Leave empty for the usual rule (“or 4 payments of …” from $200).",
    maxLength: MAX_LINE,
  },
  { name: "features", label: "Features", hint: "One per line.", multiline: true },
  {
    name: "turnaround",
    label: "Turnaround line",
    hint: "Shown under the features; leave empty for none.",
    maxLength: MAX_LINE,
  },
  {
    name: "url",
    label: "External link",
    hint: "An https:// page where it is bought or booked. Empty: bought in the site’s checkout.",
    type: "url",
  },
  {
    name: "position",
    label: "Position in its group",
    hint: "1 is first on the store page.",
    required: true,
    inputMode: "numeric",
  },
];

export function CatalogueEditor({
  view,
  reply,
}: {
  view: CatalogueEditorView;
  reply: Reply | undefined;
}) {
  const saveReply = reply?.form === "save" ? reply : undefined;
  const values = saveReply?.values ?? view.values;
  const errors = saveReply?.errors ?? {};
  const formError = errors[""]?.[0];
  return (
    <div className={styles.card}>
      <p>
        <Link to="/admin/catalogue">All items</Link> · {view.group.title} (
        <Link to={view.group.path}>its page</Link>)
      </p>
      <h2 className={styles.wrap}>{view.preview.title}</h2>
      <p>
        {view.version === null
          ? "As the site was built: never edited."
          : `Version ${view.version} is on the site.`}{" "}
        {view.hidden ? "Hidden: not on its page, and its checkout is closed." : null}
      </p>
      <Form
        method="post"
        className={stack}
        aria-label="Edit the item"
        key={view.version ?? 0}
        noValidate
      >
        {formError ? (
          <p role="alert" className={errorStyle}>
            {formError}
          </p>
        ) : null}
        {textFields.map((spec) => (
          <TextField
            key={spec.name}
            spec={spec}
            value={values[spec.name] ?? ""}
            error={errors[spec.name]?.[0]}
          />
        ))}
        <div className={field}>
          <label className={labelStyle}>
            <input type="checkbox" name="hidden" defaultChecked={values.hidden === "on"} /> Hide
            this item (not on its page; its checkout answers “not found”)
          </label>
        </div>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="save" className={button.primary}>
            Save
          </button>
        </div>
      </Form>
      <section aria-labelledby="preview-title">
        <h3 id="preview-title">Preview (as saved)</h3>
        <div className={styles.preview}>
          <CatalogIcons drawings={view.icons}>
            <ProductCard item={view.preview} headingLevel={4} />
          </CatalogIcons>
        </div>
      </section>
      <CatalogueVersions
        versions={view.versions}
        error={reply?.form === "revert" ? reply.errors[""]?.[0] : undefined}
      />
    </div>
  );
}

function TextField({ spec, value, error }: { spec: FieldSpec; value: string; error?: string }) {
  const id = `catalogue-${spec.name}`;
  const described = [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: spec.name,
    defaultValue: value,
    required: spec.required,
    maxLength: spec.maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  return (
    <div className={field}>
      <label htmlFor={id} className={spec.required ? requiredLabel : labelStyle}>
        {spec.label}
      </label>
      {spec.hint ? (
        <p id={`${id}-hint`} className={hint}>
          {spec.hint}
        </p>
      ) : null}
      {spec.multiline ? (
        <textarea {...common} rows={spec.name === "features" ? 6 : 3} className={textarea} />
      ) : (
        <input
          {...common}
          type={spec.type ?? "text"}
          inputMode={spec.inputMode}
          className={input}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className={errorStyle}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
