import { Link } from "react-router";
import { visuallyHidden } from "~/styles/utilities.css";
import { formatPrice } from "~/utils/money";
import * as styles from "./admin.css";
import { Cell } from "./cell";
import { TableHead } from "./table-head";

export type CatalogueListGroup = {
  id: string;
  title: string;
  path: string;
  items: {
    id: string;
    title: string;
    priceCents: number;
    monthly: boolean;
    inSite: boolean;
    hidden: boolean;
    position: number;
    version: number | null;
  }[];
};

export function CatalogueList({ groups }: { groups: CatalogueListGroup[] }) {
  return (
    <div className={styles.card}>
      <h2>Catalogue</h2>
      <p>
        Prices, texts and links of everything the site sells. A change is on the site as soon as you
        save it; every saved version is kept and can be restored.
      </p>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`catalogue-${group.id}`}>
          <h3 id={`catalogue-${group.id}`}>
            {group.title} <Link to={group.path}>(its page)</Link>
          </h3>
          <table className={styles.stacked}>
            <caption className={visuallyHidden}>{group.title}: items in their order</caption>
            <TableHead
              columns={[
                { label: "Position", numeric: true },
                { label: "Item" },
                { label: "Price", numeric: true },
                { label: "Bought" },
                { label: "Shown" },
              ]}
            />
            <tbody>
              {group.items.map((item) => (
                <tr key={item.id} data-item={item.id}>
                  <Cell label="Position" numeric>
                    {item.position}
                  </Cell>
                  <Cell label="Item">
                    <Link to={`/admin/catalogue-item?${new URLSearchParams({ id: item.id })}`}>
                      {item.title}
                    </Link>
                    {item.version === null ? "" : ` (edited, version ${item.version})`}
                  </Cell>
                  <Cell label="Price" numeric>
                    {formatPrice({ priceCents: item.priceCents, monthly: item.monthly })}
                  </Cell>
                  <Cell label="Bought">{item.inSite ? "In the site" : "External link"}</Cell>
                  <Cell label="Shown">{item.hidden ? "Hidden" : "Shown"}</Cell>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
