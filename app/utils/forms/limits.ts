// No zod here: forms only the server validates import these without the schema library.

/** RFC 5321 caps an e-mail address at 254 characters. */
export const MAX_EMAIL = 254;

export const MAX_NAME = 100;
export const MAX_PHONE = 30;

export const MAX_PASSWORD = 128;
