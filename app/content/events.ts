import type { Recurrence } from "~/utils/event-dates";
import { external } from "./external";
import { site } from "./site";

// Times are wall-clock times in `site.timeZone`; one-off events drop off once they have started.

export type Event = {
  id: string;
  title: string;
  description: string;
  /** The ticketing page; opens in a new tab. */
  url: string;
  /** Local ISO date-time without offset, wall time in `site.timeZone`: "2026-12-01T18:30:00". */
  start_date: string;
  image_url: string;
  /** "Every Wednesday at 7:00 PM ET" for a recurring event. */
  recurring?: string;
};

export type EventDefinition = Omit<Event, "start_date" | "recurring"> &
  ({ start_date: string; recurrence?: never } | { recurrence: Recurrence; start_date?: never });

export const eventTimeZone = site.timeZone;
export const eventZoneLabel = "ET";

const image = (name: string) => `/images/events/${name}.svg`;
export const eventImage = { width: 640, height: 360 } as const;

const seriesDescription = (focus: string, session: number) =>
  `Part ${session} of our 4-part Year-End Strategic Planning Series ($25 per session, live online). ${focus}`;

export const eventDefinitions: readonly EventDefinition[] = [
  {
    id: "wednesday-business-power-hour",
    title: "Wednesday Business Power Hour",
    description: `A live, online working hour with the ${site.name} team. Each week takes one topic (funding, marketing, operations or hiring), answers your questions live and ends with one action you can take before next Wednesday.`,
    url: external.tickets,
    image_url: image("wednesday-business-power-hour"),
    recurrence: { frequency: "weekly", weekday: "Wednesday", time: "19:00" },
  },
  {
    id: "monthly-ai-lab",
    title: "Monthly AI Lab",
    description:
      "A hands-on lab on the first Wednesday of every month: bring a laptop and a real task from your business, and leave with an AI tool set up to handle it, from drafting e-mails to answering customer questions.",
    url: external.tickets,
    image_url: image("monthly-ai-lab"),
    recurrence: { frequency: "monthly-first", weekday: "Wednesday", time: "19:00" },
  },
  {
    id: "year-end-planning-1",
    title: "Year-End Strategic Planning, Session 1: Review Your Year",
    description: seriesDescription(
      "Look back at your numbers, customers and wins, and find what to keep, fix and stop before the new year.",
      1,
    ),
    url: external.tickets,
    start_date: "2026-12-01T18:30:00",
    image_url: image("year-end-planning"),
  },
  {
    id: "year-end-planning-2",
    title: "Year-End Strategic Planning, Session 2: Set Next Year's Goals",
    description: seriesDescription(
      "Turn what you learned into three to five clear goals for next year, each with a measure and an owner.",
      2,
    ),
    url: external.tickets,
    start_date: "2026-12-08T18:30:00",
    image_url: image("year-end-planning"),
  },
  {
    id: "year-end-planning-3",
    title: "Year-End Strategic Planning, Session 3: Plan Your Numbers",
    description: seriesDescription(
      "Build a simple budget, a cash-flow forecast and a funding plan that support your goals.",
      3,
    ),
    url: external.tickets,
    start_date: "2026-12-15T18:30:00",
    image_url: image("year-end-planning"),
  },
  {
    id: "year-end-planning-4",
    title: "Year-End Strategic Planning, Session 4: Build Your Action Plan",
    description: seriesDescription(
      "Break the year into a 90-day action plan with weekly priorities, so January starts with momentum.",
      4,
    ),
    url: external.tickets,
    start_date: "2026-12-22T18:30:00",
    image_url: image("year-end-planning"),
  },
  {
    id: "grant-readiness-workshop-2027",
    title: "Grant Readiness Workshop",
    description:
      "Get your organisation ready before the spring grant cycle opens: the documents funders ask for, how to find grants you qualify for, and how to write a need statement that gets read. Open to small businesses and non-profits.",
    url: external.tickets,
    start_date: "2027-01-16T10:00:00",
    image_url: image("grant-readiness-workshop"),
  },
  {
    id: "small-business-funding-roundtable-2027",
    title: "Small Business Funding Roundtable",
    description: `An evening with Charlotte-area lenders and ${site.founder.firstName} on SBA loans, micro-loans and community funding: what each one asks for, and how to present your business plan to get a yes.`,
    url: external.tickets,
    start_date: "2027-02-11T18:00:00",
    image_url: image("small-business-funding-roundtable"),
  },
];
