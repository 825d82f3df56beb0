import { data } from "react-router";
import type { AppContext } from "../app-context";
import { parseWithZod } from "@conform-to/zod";
import { catalogueEditSchema, type CatalogueEdit } from "~/content/catalog/schema";
import { catalogueItemFormSchema, type CatalogueItemForm } from "~/utils/forms/catalogue-item";
import { turnaroundText } from "~/utils/pricing";
import { catalogueEntry } from "../catalogue";
import { contentChanged } from "../content-changes";
import { redirectWithToast } from "../flash-toast";
import { clientIp } from "../security/client-ip";
import { requireAdmin, type AdminFormInput } from "./access";
import { findVersion, saveCatalogueItem } from "./catalogue-edits";

export type CatalogueReply = {
  form: "save" | "revert";
  errors: Record<string, string[]>;
  values: Record<string, string>;
};

const refused = (reply: CatalogueReply, status: number) => data(reply, { status });

const catalogueItemPath = (id: string) => `/admin/catalogue-item?${new URLSearchParams({ id })}`;

export async function submitCatalogueAction(
  app: Pick<AppContext, "db" | "config">,
  request: Request,
  { formData, context }: AdminFormInput,
) {
  const admin = await requireAdmin(app, request, { context });
  const itemId = new URL(request.url).searchParams.get("id") ?? "";
  const entry = await catalogueEntry(app.db, itemId);
  if (!entry) throw new Response("Not Found", { status: 404 });
  const who = { adminEmail: admin.email, ip: clientIp(request, app.config.auth.trustProxyHops) };
  const intent = formData.get("intent");
  if (intent === "revert") {
    const version = Number(formData.get("version"));
    const earlier = Number.isInteger(version) ? await findVersion(app.db, itemId, version) : null;
    const valid = earlier && catalogueEditSchema.safeParse(earlier.edit);
    if (!earlier || !valid?.success) {
      return refused(
        { form: "revert", errors: { "": ["That version of the item is not stored."] }, values: {} },
        404,
      );
    }
    const saved = await saveCatalogueItem(app.db, {
      itemId,
      edit: valid.data,
      ...who,
      revertedFrom: version,
    });
    contentChanged();
    return redirectWithToast(catalogueItemPath(itemId), {
      title: `Version ${version} restored`,
      description: `Saved as version ${saved!.version}.`,
    });
  }
  if (intent !== "save") {
    return refused({ form: "save", errors: { "": ["Unknown action."] }, values: {} }, 400);
  }
  const values = typedValues(formData);
  const submission = parseWithZod(formData, { schema: catalogueItemFormSchema });
  if (submission.status !== "success") {
    return refused({ form: "save", errors: fieldErrors(submission.error), values }, 400);
  }
  const edit = catalogueEditSchema.safeParse(toEdit(submission.value, entry.item.kind));
  if (!edit.success) {
    return refused({ form: "save", errors: edit.error.flatten().fieldErrors, values }, 400);
  }
  const saved = await saveCatalogueItem(app.db, { itemId, edit: edit.data, ...who });
  contentChanged();
  return redirectWithToast(catalogueItemPath(itemId), {
    title: "Saved",
    description: `Version ${saved!.version} of “${edit.data.title}” is on the site.`,
  });
}

function toEdit(
  form: CatalogueItemForm,
  kind: Parameters<typeof turnaroundText>[0],
): CatalogueEdit {
  const rule = turnaroundText(kind) ?? null;
  return {
    title: form.title,
    description: form.description,
    priceCents: form.price,
    features: form.features,
    paymentPlan: form.paymentPlan,
    turnaround: form.turnaround === rule ? null : (form.turnaround ?? ""),
    url: form.url,
    hidden: form.hidden,
    position: form.position,
  };
}

const fields = [
  "title",
  "description",
  "price",
  "paymentPlan",
  "features",
  "turnaround",
  "url",
  "hidden",
  "position",
];

function typedValues(formData: FormData): Record<string, string> {
  return Object.fromEntries(
    fields.map((name) => [name, String(formData.get(name) ?? "").slice(0, 10_000)]),
  );
}

function fieldErrors(error: Record<string, string[] | null> | null | undefined) {
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (messages?.length) errors[name.split(/[.[]/)[0]!] = messages;
  }
  return errors;
}
