import { createContext, RouterContextProvider, type LoaderFunctionArgs } from "react-router";
import type { AppContext } from "./app-context";
import { getConfig, type Config } from "./config";

/** What a loader, action or middleware is given as `context`. */
export type LoadContext = Readonly<RouterContextProvider>;

type AppSlot = { app: AppContext } | { unavailable: unknown };

const appSlot = createContext<AppSlot>({
  unavailable: new Error("no app context in the load context"),
});
const clientIpSlot = createContext<string | null>(null);

/**
 * The load context every entry hands the router: the app context, or why it could not be built
 * (a database out of reach), and the socket's client address.
 * @see docs/decisions/0027-app-context.md
 */
export function createLoadContext(parts: {
  app?: AppContext;
  appUnavailable?: unknown;
  clientIp?: string | null;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  if (parts.app) context.set(appSlot, { app: parts.app });
  else if ("appUnavailable" in parts) context.set(appSlot, { unavailable: parts.appUnavailable });
  context.set(clientIpSlot, parts.clientIp ?? null);
  return context;
}

export function appContextOf(context: LoadContext | undefined): Promise<AppContext> {
  const slot = context?.get(appSlot);
  if (slot && "app" in slot) return Promise.resolve(slot.app);
  return Promise.reject(slot?.unavailable ?? new Error("no app context in the load context"));
}

export function configOf(context: LoadContext | undefined): Config {
  const slot = context?.get(appSlot);
  return slot && "app" in slot ? slot.app.config : getConfig();
}

export function clientIpOf(context: LoadContext | undefined): string | null {
  return context?.get(clientIpSlot) ?? null;
}

/** What the site's loaders and actions read of the framework's arguments. */
export type RouteArgs = Pick<LoaderFunctionArgs, "request" | "params" | "context">;
