/** What every page says while the offline payment sandbox takes payments (ADR 31). */
export const TEST_MODE_TEXT = "Test mode — no real payments";
