import type { CatalogueEdit } from "~/content/catalog/schema";
import { formatMoney } from "~/utils/money";

export function describeCatalogueChange(before: CatalogueEdit, after: CatalogueEdit): string[] {
  const changes: string[] = [];
  const quoted = (value: string | null) => (value ? `“${value}”` : "none");
  if (before.title !== after.title) changes.push(`title “${before.title}” → “${after.title}”`);
  if (before.priceCents !== after.priceCents) {
    changes.push(`price ${formatMoney(before.priceCents)} → ${formatMoney(after.priceCents)}`);
  }
  if (before.description !== after.description) changes.push("description");
  if (before.features.join("\n") !== after.features.join("\n")) changes.push("features");
  if (before.paymentPlan !== after.paymentPlan) {
    changes.push(`payment plan ${quoted(before.paymentPlan)} → ${quoted(after.paymentPlan)}`);
  }
  if (before.turnaround !== after.turnaround) {
    changes.push(`turnaround ${quoted(before.turnaround)} → ${quoted(after.turnaround)}`);
  }
  if (before.url !== after.url) {
    changes.push(
      after.url ? `link ${after.url}` : "bought in the site (the external link removed)",
    );
  }
  if (before.hidden !== after.hidden) changes.push(after.hidden ? "hidden" : "shown");
  if (before.position !== after.position) {
    changes.push(`position ${before.position} → ${after.position}`);
  }
  return changes;
}
