import { strategySeatItems } from "./catalog/consultations";
import { strategySeatDetails, type StrategySeat } from "./founder";

export const strategySeats: readonly StrategySeat[] = ([30, 60] as const).map((minutes) => ({
  id: strategySeatItems[minutes].id,
  minutes,
  priceCents: strategySeatItems[minutes].priceCents,
  url: strategySeatItems[minutes].url,
  ...strategySeatDetails[minutes],
}));
