import { formatLocalDateTime, useSiteTimeZone } from "~/utils/local-time";

/** An instant as the business's clocks show it ("Nov 26, 2026, 1:22 PM EST"). */
export function LocalTime({ at }: { at: string }) {
  const timeZone = useSiteTimeZone();
  return <time dateTime={at}>{formatLocalDateTime(at, timeZone)}</time>;
}
