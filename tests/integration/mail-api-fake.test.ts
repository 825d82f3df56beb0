import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeMailApi, type FakeMailApi } from "../fakes/mail-api-server";

/** The fake answers like Resend's send endpoint, so the HTTP mailer's tests mean something. */
describe("the fake mail API", () => {
  let api: FakeMailApi;
  beforeEach(async () => {
    api = await startFakeMailApi();
  });
  afterEach(async () => {
    await api.close();
  });

  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${api.url}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${api.apiKey}`,
        "Content-Type": "application/json",
        ...headers,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const email = { from: "a@bte.example", to: "b@example.test", subject: "Hi", text: "Hello" };

  it("answers 200 with an id, and keeps the email with `to` as a list", async () => {
    const answer = await post(email);
    expect(answer).toEqual({ status: 200, body: { id: expect.any(String) } });
    expect(api.emails).toMatchObject([{ id: answer.body.id, to: ["b@example.test"] }]);
  });

  it("refuses a missing field (422), a missing or wrong key (401), in Resend's error shape", async () => {
    for (const field of ["from", "to", "subject"]) {
      const answer = await post({ ...email, [field]: undefined });
      expect(answer).toEqual({
        status: 422,
        body: {
          statusCode: 422,
          name: "missing_required_field",
          message: `Missing \`${field}\` field.`,
        },
      });
    }
    expect((await post({ ...email, text: undefined })).status).toBe(422);
    expect((await post(email, { Authorization: "" })).body).toMatchObject({
      statusCode: 401,
      name: "missing_api_key",
    });
    expect((await post(email, { Authorization: "Bearer re_other" })).status).toBe(401);
    expect(api.emails).toEqual([]);
  });

  it("one Idempotency-Key: the same body answers the same id once stored; another body is 409", async () => {
    const key = { "Idempotency-Key": "welcome/42" };
    const first = await post(email, key);
    const again = await post(
      { text: "Hello", subject: "Hi", to: "b@example.test", from: "a@bte.example" },
      key,
    );
    expect(again).toEqual(first);
    expect(api.emails).toHaveLength(1);
    expect(await post({ ...email, subject: "Other" }, key)).toMatchObject({
      status: 409,
      body: { name: "invalid_idempotent_request" },
    });
    expect((await post(email, { "Idempotency-Key": "k".repeat(257) })).status).toBe(400);
  });

  it("fails the next requests as told, with 500 or 429, sending nothing", async () => {
    api.failNext(2, 429);
    expect((await post(email)).status).toBe(429);
    expect((await post(email)).body).toMatchObject({ name: "rate_limit_exceeded" });
    api.failNext(1, 500);
    expect((await post(email)).status).toBe(500);
    expect(api.emails).toEqual([]);
    expect((await post(email)).status).toBe(200);
  });
});
