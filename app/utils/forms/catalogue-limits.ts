export const MAX_TITLE = 120;
export const MAX_DESCRIPTION = 600;
export const MAX_LINE = 200;
export const MAX_FEATURES = 20;
