import type { SubmissionResult } from "@conform-to/react";

export type EventRowView = {
  id: string;
  title: string;
  when: string;
  past: boolean;
};

export type EventEditView = {
  id: string;
  title: string;
  description: string;
  url: string;
  image: string;
  kind: "one-off" | "weekly" | "monthly-first";
  start: string;
  weekday: string;
  time: string;
};

export type SiteActionView = {
  form: string;
  result: SubmissionResult<string[]>;
};
