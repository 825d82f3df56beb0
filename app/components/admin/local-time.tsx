import { formatLocalDateTime, useSiteTimeZone } from "~/utils/local-time";

export function LocalTime({ at }: { at: string }) {
  const timeZone = useSiteTimeZone();
  return <time dateTime={at}>{formatLocalDateTime(at, timeZone)}</time>;
}
