/** Field lengths shared by the schemas and the forms' inputs (no zod here: forms that only the
 * server validates import these without the schema library). */

/** RFC 5321 caps an e-mail address at 254 characters. */
export const MAX_EMAIL = 254;

export const MAX_NAME = 100;
export const MAX_PHONE = 30;

/** The longest password a form takes (the port's own rules decide what is strong enough). */
export const MAX_PASSWORD = 128;
