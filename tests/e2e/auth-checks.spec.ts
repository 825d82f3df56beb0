import type { Page } from "@playwright/test";
import { chatCopy } from "../../app/content/chat";
import { authFormMessages } from "../../app/utils/forms/auth";
import { expect, test } from "./support/fixtures";
import { authUrl } from "./support/auth";

/**
 * The auth and account forms are drawn without zod; their checks arrive when the visitor first
 * focuses a form (useLazyValidate). Before that the server checks, with the same messages.
 */
const checksChunk = /\/assets\/validate-[^/]+\.js$/;

/** Counts the form posts (script-enhanced submissions) the page sends from now on. */
function countPosts(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

async function hydrated(page: Page) {
  await expect(page.getByRole("button", { name: chatCopy.launcherLabel })).toBeVisible();
}

test("sign-up: no checks on first load; once a field is focused they arrive and answer without a request", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(authUrl({ mode: "signup" }));
  await hydrated(page);
  await page.waitForLoadState("load");
  expect(scripts.filter((path) => checksChunk.test(path))).toEqual([]);

  const arrived = page.waitForResponse((response) => checksChunk.test(response.url()));
  const name = page.getByLabel("Full Name");
  await name.fill("A");
  await arrived;
  const posts = countPosts(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await expect(page.getByText(authFormMessages.fullName)).toBeVisible();
  await expect(page.getByText(authFormMessages.whyBTE)).toBeVisible();
  // After the first submit, each change is checked as it happens.
  await name.fill("Ada");
  await expect(page.getByText(authFormMessages.fullName)).toHaveCount(0);
  expect(posts).toEqual([]);
});

test("sign-in sent before its checks arrived: the server answers with the same messages", async ({
  page,
}) => {
  await page.route(checksChunk, (route) => route.abort());
  await page.goto(authUrl());
  await hydrated(page);
  const posts = countPosts(page);
  await page.getByLabel("Email").fill("not-an-address");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText(authFormMessages.email)).toBeVisible();
  await expect(page.getByText(authFormMessages.password)).toBeVisible();
  expect(posts).toHaveLength(1);
});

test("account profile: checked in the browser once the checks arrived", async ({
  signedInPage: page,
}) => {
  await page.goto("/account");
  await hydrated(page);
  const arrived = page.waitForResponse((response) => checksChunk.test(response.url()));
  const name = page.getByLabel("Full Name");
  await name.fill("A");
  await arrived;
  const posts = countPosts(page);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText(authFormMessages.fullName)).toBeVisible();
  expect(posts).toEqual([]);
});
