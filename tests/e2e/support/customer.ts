import { join } from "node:path";
import type {
  Fixtures,
  Page,
  PlaywrightTestArgs,
  PlaywrightTestOptions,
  PlaywrightWorkerArgs,
  PlaywrightWorkerOptions,
} from "@playwright/test";
import { signUpByRequest } from "./auth";

/** The worker's customer: its address, and the file of its signed-in browser state. */
export type Customer = { email: string; storageState: string };

/**
 * One account per worker (a worker runs one project, so one server) for the tests that need only
 * "a signed-in customer": each sign-up hashes a password, which costs on two cores. A test that
 * signs out, changes the account, counts what it has, or needs a new account's empty state signs
 * up its own (./auth.ts).
 */
export const customerFixtures: Fixtures<
  { signedInPage: Page },
  { customer: Customer },
  PlaywrightTestArgs & PlaywrightTestOptions,
  PlaywrightWorkerArgs & PlaywrightWorkerOptions
> = {
  customer: [
    async ({ browser }, use, workerInfo) => {
      const { project, workerIndex } = workerInfo;
      const page = await browser.newPage({ baseURL: project.use.baseURL });
      const email = await signUpByRequest(page, "customer");
      const storageState = join(project.outputDir, `customer-${workerIndex}.json`);
      await page.context().storageState({ path: storageState });
      await page.close();
      await use({ email, storageState });
    },
    { scope: "worker" },
  ],
  /** The test's page, its context signed in as the worker's customer (about:blank still). */
  signedInPage: async ({ page, customer }, use) => {
    await page.context().setStorageState(customer.storageState);
    await use(page);
  },
};
