import { strategySeatItems } from "./catalog/consultations";
import { strategySeatDetails, type StrategySeat } from "./founder";

/**
 * The founder page's Strategy Seats, read by the route's loader only (so the catalogue is never
 * shipped to the browser): the catalogue's id, price and booking link of each seat (D2 §9: 30 min
 * $100, 60 min $150) with the page's words for it.
 */
export const strategySeats: readonly StrategySeat[] = ([30, 60] as const).map((minutes) => ({
  id: strategySeatItems[minutes].id,
  minutes,
  priceCents: strategySeatItems[minutes].priceCents,
  url: strategySeatItems[minutes].url,
  ...strategySeatDetails[minutes],
}));
