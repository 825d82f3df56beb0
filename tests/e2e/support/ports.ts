import { createServer, type AddressInfo } from "node:net";

/**
 * The browser tests' servers (playwright.config.ts starts them): the app on E2E_PORT (3100) with
 * local accounts; a second app on the next port whose accounts are Supabase Auth, pointed at the
 * fake of tests/fakes/supabase-auth-server.ts on E2E_PORT + 10, whose control port (+ 11) lets a
 * test read the codes it "texted".
 */
export const appPort = Number(process.env.E2E_PORT ?? 3100);
export const supabaseAppPort = appPort + 1;
export const fakeSupabasePort = appPort + 10;
export const fakeSupabaseControlPort = appPort + 11;
export const fakeSupabaseControlURL = `http://127.0.0.1:${fakeSupabaseControlPort}`;

/** A port nothing listens on now (asked of the OS), for a server a test starts itself. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
