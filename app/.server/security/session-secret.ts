import { generatedSecret } from "./generated-secret";

export const getSessionSecret = generatedSecret("session-secret", (config) => config.sessionSecret);
