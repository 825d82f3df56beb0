import { readFile, writeFile } from "node:fs/promises";
import { format, resolveConfig } from "prettier";

/** What the fuzz counted, and its section of docs/reliability.md. */
type Status = number | "no answer";

export type Tally = {
  statuses: Map<Status, number>;
  byEncoding: Map<string, number>;
  /** Per action: how many answers of each status. */
  byTarget: Map<string, Map<Status, number>>;
  bytes: number;
};

const classOf = (status: Status) => (status === "no answer" ? status : `${String(status)[0]}xx`);

function sum(map: Map<Status, number>) {
  return [...map.values()].reduce((a, b) => a + b, 0);
}

function statusList(map: Map<Status, number>) {
  return [...map.entries()]
    .sort(([a], [b]) => String(a).localeCompare(String(b)))
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
}

export function fuzzFigures(run: {
  tally: Tally;
  problems: string[];
  stored: string[];
  durationS: number;
  seed: number;
  bodies: number;
  /** The machine's load when the run ended (other jobs slow it down). */
  load: string;
}): string {
  const { tally } = run;
  const classes = new Map<string, number>();
  for (const [status, n] of tally.statuses)
    classes.set(classOf(status), (classes.get(classOf(status)) ?? 0) + n);
  const fivexx = [...tally.statuses].filter(([s]) => typeof s === "number" && s >= 500);
  const internal = run.problems.filter((p) => p.includes(": shows ")).length;
  const logged = run.problems.filter((p) => p.includes("server logged")).length;
  const lines = [
    `Seed ${run.seed} (\`FUZZ_SEED=${run.seed}\` repeats it): ${run.bodies} bodies, ` +
      `${(tally.bytes / 1024 / 1024).toFixed(1)} MB, in ${run.durationS.toFixed(1)} s ` +
      `(${Math.round(run.bodies / run.durationS)} bodies/s, one at a time; ${run.load}).`,
    "",
    `| Check | Result |`,
    `| --- | --- |`,
    `| Answers by class | ${[...classes]
      .sort()
      .map(([c, n]) => `${c}: ${n}`)
      .join(", ")} |`,
    `| 5xx answers | ${fivexx.reduce((a, [, n]) => a + n, 0)} |`,
    `| Answers showing internal text | ${internal} |`,
    `| Error lines in the server's log | ${logged} |`,
    `| Rows stored by refused bodies | ${run.stored.length ? run.stored.join("; ") : 0} |`,
    "",
    `| Encoding | Bodies |`,
    `| --- | --- |`,
    ...[...tally.byEncoding].sort().map(([e, n]) => `| ${e} | ${n} |`),
    "",
    `| Action | Bodies | Answers |`,
    `| --- | --- | --- |`,
    ...[...tally.byTarget]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, statuses]) => `| ${name} | ${sum(statuses)} | ${statusList(statuses)} |`),
  ];
  return lines.join("\n");
}

/**
 * Formats `file` as `npm run lint` wants it (Prettier, the repository's settings): a section
 * written by recordFigures has unpadded tables and no blank line after its start marker.
 */
export async function formatDoc(file: string) {
  const options = (await resolveConfig(file)) ?? {};
  const text = await readFile(file, "utf8");
  await writeFile(file, await format(text, { ...options, filepath: file }));
}
