import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DatabaseLockedError } from "~/.server/db/lock";
import { describeError, pathOf } from "~/.server/logger";

/** A Postgres error as pg and PGlite hand it over: SQLSTATE and names, values in the text. */
function uniqueViolation() {
  return Object.assign(
    new Error('duplicate key value violates unique constraint "profiles_email_key"'),
    {
      name: "error",
      code: "23505",
      severity: "ERROR",
      detail: "Key (email)=(ada@example.test) already exists.",
      schema: "app",
      table: "profiles",
      constraint: "profiles_email_key",
      where: "SQL statement with ada@example.test",
    },
  );
}

class DrizzleQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`, { cause });
  }
}

describe("describeError", () => {
  it("keeps a database error's class, SQLSTATE and constraint, drops the query's parameters", () => {
    const error = new DrizzleQueryError(
      'insert into "app"."profiles" ("full_name", "email", "phone") values ($1, $2, $3)',
      ["Ada Lovelace", "ada@example.test", "7045550100"],
      uniqueViolation(),
    );
    const described = describeError(error);
    expect(described).toMatchObject({
      name: "DrizzleQueryError",
      cause: {
        name: "Error",
        code: "23505",
        severity: "ERROR",
        schema: "app",
        table: "profiles",
        constraint: "profiles_email_key",
      },
    });
    const text = JSON.stringify(described);
    for (const value of [
      "Ada Lovelace",
      "ada@example.test",
      "7045550100",
      "insert into",
      "Key (",
    ]) {
      expect(text).not.toContain(value);
    }
    expect(described.stack).toMatch(/^at /); // frames only, not the message line
  });

  it("keeps Node's codes and an HTTP status, not free text posing as a code", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), {
      code: "ECONNREFUSED",
      errno: -111,
      syscall: "connect",
    });
    expect(describeError(refused)).toMatchObject({
      name: "Error",
      code: "ECONNREFUSED",
      errno: -111,
      syscall: "connect",
    });
    const http = Object.assign(new Error("HTTP 500 from hooks.example.com"), {
      name: "HttpError",
      status: 500,
    });
    expect(describeError(http)).toMatchObject({ name: "HttpError", status: 500 });
    const sneaky = Object.assign(new Error("x"), { code: "rejected ada@example.test, sorry" });
    expect(describeError(sneaky)).not.toHaveProperty("code");
    expect(describeError(new Response("no", { status: 503 }))).toEqual({
      name: "Response",
      status: 503,
    });
    expect(describeError("ada@example.test")).toEqual({ name: "string" });
    expect(describeError({ message: "ada@example.test" })).toEqual({ name: "Object" });
  });

  it("never writes an error's message or detail, whatever they hold", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (text, detail) => {
        const secret = `secret:${text}`;
        const cause = Object.assign(new Error(secret), { detail: `${secret}${detail}` });
        const error = new Error(`failed: ${secret}`, { cause });
        const written = JSON.stringify(describeError(error));
        expect(written).not.toContain(JSON.stringify(secret).slice(1, -1));
      }),
    );
  });
});

describe("pathOf", () => {
  it("is the path without the query or fragment", () => {
    expect(pathOf("http://localhost:3000/auth/confirm?token_hash=abc&type=email#x")).toBe(
      "/auth/confirm",
    );
    expect(pathOf("not a url")).toBe("(unparsable URL)");
  });
});

describe("an error written for the operator", () => {
  it("keeps its message: the database folder is locked by process N", () => {
    const locked = new DatabaseLockedError("/srv/site/.data", 4242);
    expect(describeError(locked)).toMatchObject({
      name: "DatabaseLockedError",
      message: expect.stringMatching(/in use by process 4242/),
    });
  });
});
