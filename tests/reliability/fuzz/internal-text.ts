/**
 * What an answer to a stranger must never contain: a stack frame, a file path of the server, an
 * error's class or message, a driver's error code, SQL. Each pattern is named in the failure.
 */
const patterns: [name: string, pattern: RegExp][] = [
  [
    "stack frame",
    /\bat [^\s()<>]+ \((?:file:\/\/)?\/[^)]+:\d+:\d+\)|\n\s+at (?:async )?\/?[\w./-]+:\d+:\d+/,
  ],
  ["node_modules path", /node_modules\//],
  [
    "server path",
    /\/app\/\.server\/|\/app\/routes\/|\/build\/server\/|\/work\/|\/server\/index\.mjs/,
  ],
  ["Error: message", /\b(?:Type|Syntax|Range|Reference)?Error: /],
  ["TypeError", /\bTypeError\b/],
  ["SyntaxError", /\bSyntaxError\b/],
  ["DrizzleQueryError", /DrizzleQueryError|Failed query:/],
  ["socket error code", /\bE(?:CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|ADDRINUSE|NOTFOUND)\b/],
  ["SQL", /\bselect "|\binsert into\b|\bupdate "[a-z_]+" set\b|\bdelete from\b/i],
  [
    "Postgres error",
    /\bduplicate key value\b|\bviolates (?:not-null|unique|foreign key|check) constraint\b|\binvalid input syntax for type\b|\brelation "[^"]+" does not exist/,
  ],
];

/** The names of the patterns `body` matches (empty when it says nothing internal). */
export function internalText(body: string): string[] {
  return patterns.filter(([, pattern]) => pattern.test(body)).map(([name]) => name);
}
