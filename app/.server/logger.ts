import { getConfig } from "./config";

type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function serialize(value: unknown): unknown {
  if (value instanceof Error)
    return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  if (order[level] < order[getConfig().logLevel]) return;
  const entry = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, serialize(v)]));
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...entry });
  if (level === "error" || level === "warn") console.error(line);
  else console.log(line);
}

/** One JSON line per event, on stdout (info, debug) or stderr (warn, error). */
export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => log("debug", message, fields),
  info: (message: string, fields?: Record<string, unknown>) => log("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => log("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => log("error", message, fields),
};
