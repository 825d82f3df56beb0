import { existsSync } from "node:fs";

const headlessShell = "/usr/lib/chromium/chromium-headless-shell";

/**
 * How every browser test launches Debian's Chromium (never a downloaded browser): its path, and
 * the flags a closed network and a root sandbox need. Its headless shell (Debian package
 * `chromium-headless-shell`) when installed: the same Chromium at a third of the CPU per page.
 * @see docs/decisions/0053-browser-tests-run-the-headless-shell.md
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium"),
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
  ],
};
