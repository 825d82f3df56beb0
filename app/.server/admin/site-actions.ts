import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "react-router";
import type { AppContext } from "../app-context";
import type { z } from "zod";
import {
  contactForm,
  eventForm,
  eventFromForm,
  linksForm,
  promoForm,
  socialForm,
} from "~/utils/forms/site-settings";
import { slugify } from "~/content/site";
import { MAX_EVENTS, type SiteContentKey } from "~/utils/site-content";
import type { Database } from "../db";
import { redirectWithToast } from "../flash-toast";
import { clientIp } from "../security/client-ip";
import { readSiteSetting, saveSiteSetting } from "../site-content";
import { requireAdmin, type AdminFormInput } from "./access";
import { adminActions } from "./audit";

type Deps = { db: Database; now?: Date };

export type SiteForm = "contact" | "social" | "links" | "promo" | "event" | "event-remove";

export type SiteActionReply = { form: SiteForm; result: SubmissionResult<string[]> };

const refused = (form: SiteForm, result: SubmissionResult<string[]>, status = 400) =>
  data<SiteActionReply>({ form, result }, { status });

const saved = (anchor: string, title: string) =>
  redirectWithToast(`/admin/site#${anchor}`, {
    title,
    description: "Visitors see it now.",
  });

const documentForms = {
  contact: { schema: contactForm, title: "Contact details saved" },
  social: { schema: socialForm, title: "Social profiles saved" },
  links: { schema: linksForm, title: "External links saved" },
  promo: { schema: promoForm, title: "Pop-up saved" },
} satisfies Record<Exclude<SiteContentKey, "events">, { schema: z.ZodTypeAny; title: string }>;

export async function submitSiteAction(
  app: Pick<AppContext, "db" | "config">,
  request: Request,
  { formData, context, now }: AdminFormInput,
) {
  const admin = await requireAdmin(app, request, { context });
  const deps = { db: app.db, now };
  const audit = { adminEmail: admin.email, ip: clientIp(request, app.config.auth.trustProxyHops) };
  const intent = String(formData.get("intent") ?? "");
  if (intent === "event") return saveEvent(formData, audit, deps);
  if (intent === "event-remove") return removeEvent(formData, audit, deps);
  if (!(intent in documentForms)) {
    return refused("contact", { status: "error", error: { "": ["Unknown action."] } });
  }
  const key = intent as keyof typeof documentForms;
  const submission = parseWithZod(formData, { schema: documentForms[key].schema });
  if (submission.status !== "success") return refused(key, submission.reply());
  await saveSiteSetting(deps.db, key, submission.value, audit, deps.now);
  return saved(key, documentForms[key].title);
}

type Audit = { adminEmail: string; ip: string | null };

async function saveEvent(formData: FormData, audit: Audit, deps: Deps) {
  const submission = parseWithZod(formData, { schema: eventForm });
  if (submission.status !== "success") return refused("event", submission.reply());
  const events = await readSiteSetting(deps.db, "events");
  const editing = submission.value.eventId;
  const index = editing ? events.findIndex((event) => event.id === editing) : -1;
  if (editing && index < 0) {
    return refused(
      "event",
      submission.reply({ formErrors: ["That event no longer exists."] }),
      404,
    );
  }
  if (!editing && events.length >= MAX_EVENTS) {
    return refused(
      "event",
      submission.reply({ formErrors: [`The events page lists ${MAX_EVENTS} events at most.`] }),
      409,
    );
  }
  const id = editing ?? uniqueId(submission.value.title, events);
  const event = eventFromForm(submission.value, id);
  const next = editing ? events.map((e, i) => (i === index ? event : e)) : [...events, event];
  await saveSiteSetting(
    deps.db,
    "events",
    next,
    {
      ...audit,
      action: editing ? adminActions.siteEventEdit : adminActions.siteEventAdd,
      target: id,
      details: () => ({ before: editing ? events[index] : null, after: event }),
    },
    deps.now,
  );
  return saved("events", editing ? "Event saved" : "Event added");
}

async function removeEvent(formData: FormData, audit: Audit, deps: Deps) {
  const id = String(formData.get("eventId") ?? "");
  const events = await readSiteSetting(deps.db, "events");
  const removed = events.find((event) => event.id === id);
  if (!removed) {
    return refused(
      "event-remove",
      { status: "error", error: { "": ["That event no longer exists."] } },
      404,
    );
  }
  await saveSiteSetting(
    deps.db,
    "events",
    events.filter((event) => event.id !== id),
    {
      ...audit,
      action: adminActions.siteEventRemove,
      target: id,
      details: () => ({ before: removed, after: null }),
    },
    deps.now,
  );
  return saved("events", "Event removed");
}

function uniqueId(title: string, events: readonly { id: string }[]) {
  const base = slugify(title).slice(0, 60) || "event";
  let id = base;
  for (let n = 2; events.some((event) => event.id === id); n++) id = `${base}-${n}`;
  return id;
}
