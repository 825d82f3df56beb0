import { generatedSecret } from "./generated-secret";

/**
 * The secret that signs every cookie: SESSION_SECRET, or one generated on first start and kept in
 * `<DATA_DIR>/session-secret` so sessions survive restarts on a single machine.
 */
export const getSessionSecret = generatedSecret("session-secret", (config) => config.sessionSecret);
