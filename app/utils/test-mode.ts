export const TEST_MODE_TEXT = "Test mode — no real payments";
