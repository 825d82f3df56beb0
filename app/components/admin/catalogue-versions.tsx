import { Form } from "react-router";
import { error as errorStyle } from "~/components/forms/form.css";
import { button } from "~/components/ui/button.css";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatMoney } from "~/utils/money";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { LocalTime } from "./local-time";
import { TableHead } from "./table-head";

export type CatalogueVersionRow = {
  version: number;
  adminEmail: string | null;
  revertedFrom: number | null;
  createdAt: string;
  title: string;
  priceCents: number;
  changes: string[];
  current: boolean;
};

export function CatalogueVersions({
  versions,
  error,
}: {
  versions: CatalogueVersionRow[];
  error: string | undefined;
}) {
  return (
    <section aria-labelledby="versions-title">
      <h3 id="versions-title">Versions</h3>
      {error ? (
        <p role="alert" className={errorStyle}>
          {error}
        </p>
      ) : null}
      {versions.length === 0 ? (
        <p>Not edited yet: the first save keeps the original as version 1.</p>
      ) : (
        <table className={styles.stacked}>
          <caption className={visuallyHidden}>Saved versions, newest first</caption>
          <TableHead
            columns={[
              { label: "Version", numeric: true },
              { label: "Saved" },
              { label: "What changed" },
              { label: "Restore", hidden: true },
            ]}
          />
          <tbody>
            {versions.map((row) => (
              <tr key={row.version} data-version={row.version}>
                <Cell label="Version" numeric>
                  {row.version}
                </Cell>
                <Cell label="Saved">
                  {row.adminEmail ? (
                    <>
                      <LocalTime at={row.createdAt} /> by {row.adminEmail}
                    </>
                  ) : (
                    "The original, as the site was built"
                  )}
                </Cell>
                <Cell label="What changed">
                  <span className={styles.wrap}>
                    {row.revertedFrom ? `Restored version ${row.revertedFrom}. ` : ""}
                    {row.changes.length
                      ? row.changes.join("; ")
                      : `${row.title}, ${formatMoney(row.priceCents)}`}
                  </span>
                </Cell>
                <Cell label="">
                  {row.current ? (
                    "On the site"
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="version" value={row.version} />
                      <button type="submit" name="intent" value="revert" className={button.outline}>
                        Restore version {row.version}
                      </button>
                    </Form>
                  )}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
