import fc from "fast-check";
import type { Target } from "./targets";

/**
 * What fast-check generates for one fuzzed request: plain data, turned into bytes and headers by
 * encode.ts once the run's honeypot fields are known. Every spec carries at least
 * one defect that makes the server refuse it (`defect`), so nothing it sends may be stored.
 */

/** A field's value: text (lone surrogates included), raw bytes, text inserted without encoding,
 * a file, or a JSON value (arrays, numbers, objects: the wrong types). */
export type Value =
  | { text: string }
  | { bytes: number[] }
  | { raw: string }
  | { file: { filename: string; type: string; bytes: number[] } }
  | { json: unknown }
  | { huge: number };

type Mutation =
  | { op: "drop"; name: string }
  | { op: "repeat"; name: string; value: Value }
  | { op: "add"; name: string; value: Value }
  | { op: "set"; name: string; value: Value };

const encodings = [
  "urlencoded",
  "multipart",
  "multipart-broken",
  "json",
  "json-broken",
  "text",
  "no-content-type",
  "no-body",
] as const;
type Encoding = (typeof encodings)[number];

/**
 * Why the body must be refused: posted from another site (its Origin, its Sec-Fetch-Site, or a
 * `null` Origin); the honeypot filled; a field that breaks the form (`garbage`, see
 * Target.breaks); over the size limit. Webhooks: a bad signature.
 */
type Defect =
  | "cross-origin"
  | "cross-site-fetch"
  | "null-origin"
  | "honeypot"
  | "garbage"
  | "oversize"
  | "bad-signature";

export type BodySpec = {
  target: Target;
  defect: Defect;
  encoding: Encoding;
  mutations: Mutation[];
  /** Index into target.breaks (garbage), modulo its length. */
  breakIndex: number;
  /** The honeypot's filling. */
  junk: string;
  /** One field made 10 kB – 1 MB long (a few bodies), or none. */
  hugeField: number | null;
  /** Webhooks: the body when it is not a form. */
  webhookBody: Value;
  /** Webhooks: signature headers, present or not. */
  signature: [string, string][];
};

const specials = [
  "",
  "%",
  "%ff",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80",
  "%C0%AF",
  "%00",
  "+",
  "&",
  "=",
  "a=b=c",
  "&&==&&",
  "\u0000",
  "\uD800",
  "a\uDFFFb",
  "\uFFFE\uFEFF",
  "null",
  "undefined",
  "[object Object]",
  "true",
  "-1",
  "1e309",
  "NaN",
  "0x10",
  "' OR 1=1 --",
  "'); drop table app.leads; --",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "__proto__",
  "constructor",
  "{{7*7}}",
  "${7*7}",
  "\r\n\r\nInjected: header",
];

const invalidUtf8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0xc0, 0xaf],
];

const text = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 4 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 30 }), weight: 2 },
  { arbitrary: fc.constantFrom(...specials), weight: 3 },
  { arbitrary: fc.string({ minLength: 200, maxLength: 5000 }), weight: 1 },
);

const bytes = fc.oneof(
  fc.constantFrom(...invalidUtf8),
  fc.array(fc.integer({ min: 0, max: 255 }), { maxLength: 64 }),
);

const value: fc.Arbitrary<Value> = fc.oneof(
  { arbitrary: text.map((t) => ({ text: t })), weight: 6 },
  { arbitrary: bytes.map((b) => ({ bytes: b })), weight: 2 },
  { arbitrary: fc.constantFrom(...specials.slice(0, 13)).map((r) => ({ raw: r })), weight: 2 },
  {
    arbitrary: fc
      .record({
        filename: fc.constantFrom(
          "a.txt",
          "",
          "../../x.sh",
          "photo.jpg",
          "\u00e9t\u00e9.pdf",
          'a"b',
        ),
        type: fc.constantFrom("text/plain", "application/octet-stream", "image/jpeg", ""),
        bytes,
      })
      .map((file) => ({ file })),
    weight: 1,
  },
  {
    arbitrary: fc
      .oneof(fc.jsonValue({ maxDepth: 2 }), fc.array(fc.string(), { maxLength: 3 }), fc.double())
      .map((j) => ({ json: j })),
    weight: 2,
  },
);

const unknownName = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom("", "__proto__", "constructor", "a[b]", "csrf[]", "email[]", "intent ", "EMAIL"),
);

function mutation(target: Target): fc.Arbitrary<Mutation> {
  const known = [...new Set(["intent", "email", ...target.fields.map(([name]) => name)])];
  const name = fc.constantFrom(...known);
  const intent = target.intents.length ? fc.oneof(fc.constantFrom(...target.intents), text) : text;
  return fc.oneof(
    name.map((n) => ({ op: "drop" as const, name: n })),
    fc.record({ op: fc.constant("repeat" as const), name, value }),
    fc.record({ op: fc.constant("add" as const), name: unknownName, value }),
    fc.record({ op: fc.constant("set" as const), name, value }),
    intent.map((t) => ({ op: "set" as const, name: "intent", value: { text: t } })),
  );
}

function defect(target: Target): fc.Arbitrary<Defect> {
  if (target.authority === "signature") return fc.constant("bad-signature");
  const crossSite: Defect[] = ["cross-origin", "cross-site-fetch", "null-origin"];
  if (target.authority === "signed-url") {
    return fc.constantFrom<Defect>("garbage", "garbage", "cross-origin", "oversize");
  }
  if (target.originAlwaysWrong) return fc.constantFrom<Defect>(...crossSite);
  const weighted: { arbitrary: fc.Arbitrary<Defect>; weight: number }[] = [
    { arbitrary: fc.constantFrom<Defect>(...crossSite), weight: 4 },
    { arbitrary: fc.constant<Defect>("garbage"), weight: 6 },
    { arbitrary: fc.constant<Defect>("oversize"), weight: 1 },
  ];
  if (target.honeypot) weighted.push({ arbitrary: fc.constant<Defect>("honeypot"), weight: 2 });
  return fc.oneof(...weighted);
}

/** What a header value may hold (visible ASCII). */
const headerChar = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));

const signatureHeaders = [
  "x-square-hmacsha256-signature",
  "x-square-signature",
  "paypal-transmission-id",
  "paypal-transmission-sig",
  "paypal-transmission-time",
  "paypal-cert-url",
  "paypal-auth-algo",
];

function spec(target: Target): fc.Arbitrary<BodySpec> {
  return fc.record({
    target: fc.constant(target),
    defect: defect(target),
    encoding: fc.oneof(
      { arbitrary: fc.constant<Encoding>("urlencoded"), weight: 5 },
      { arbitrary: fc.constant<Encoding>("multipart"), weight: 3 },
      { arbitrary: fc.constantFrom<Encoding>(...encodings.slice(2)), weight: 3 },
    ),
    mutations: fc.array(mutation(target), { maxLength: 5 }),
    breakIndex: fc.nat(),
    junk: fc.oneof(
      fc.string({ minLength: 1, maxLength: 60 }),
      fc.constantFrom(...specials.slice(1)),
    ),
    hugeField: fc.oneof(
      { arbitrary: fc.constant(null), weight: 40 },
      { arbitrary: fc.integer({ min: 10_000, max: 1_000_000 }), weight: 1 },
    ),
    webhookBody: fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((j) => ({ json: j }) as Value),
      fc
        .record({
          type: fc.constantFrom(
            "payment.updated",
            "invoice.payment_made",
            "PAYMENT.CAPTURE.COMPLETED",
          ),
          event_id: fc.uuid(),
          data: fc.jsonValue({ maxDepth: 2 }),
        })
        .map((j) => ({ json: j }) as Value),
      value,
      fc.integer({ min: 1_000_001, max: 1_100_000 }).map((n) => ({ huge: n }) as Value),
    ),
    signature: fc
      .subarray(signatureHeaders)
      .chain((names) =>
        fc.tuple(
          ...names.map((name) =>
            fc
              .oneof(
                fc.base64String({ maxLength: 60 }),
                fc.string({ unit: headerChar, maxLength: 40 }),
              )
              .map((v) => [name, v] as [string, string]),
          ),
        ),
      ),
  });
}

/** One spec for a target picked at random among `targets`. */
export function bodySpec(targets: Target[]): fc.Arbitrary<BodySpec> {
  return fc.constantFrom(...targets).chain(spec);
}
