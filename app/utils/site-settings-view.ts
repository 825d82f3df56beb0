import type { SubmissionResult } from "@conform-to/react";

/** What /admin/site's loader hands its components about the events (app/.server/admin/site-page.ts). */

/** A row of the events table. */
export type EventRowView = {
  id: string;
  title: string;
  /** "Every Wednesday at 7:00 PM ET" or "Tuesday, December 1, 2026 at 6:30 PM ET". */
  when: string;
  /** A one-off event that has started: the page no longer lists it. */
  past: boolean;
};

/** The event form's fields (empty id: a new event). */
export type EventEditView = {
  id: string;
  title: string;
  description: string;
  url: string;
  image: string;
  kind: "one-off" | "weekly" | "monthly-first";
  /** "2026-12-01T18:30" for a datetime-local input. */
  start: string;
  weekday: string;
  time: string;
};

/** What a refused form of /admin/site answers (app/.server/admin/site-actions.ts). */
export type SiteActionView = {
  form: string;
  result: SubmissionResult<string[]>;
};
