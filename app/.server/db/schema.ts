import type { CatalogueEdit } from "~/content/catalog/schema";
import { fulfilmentStates, type FulfilmentState } from "~/utils/fulfilment";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The app's tables, in their own Postgres schema `app` (on Supabase, tables in `public` are exposed
 * through its Data API). Amounts are integer cents; times are `timestamptz`. Migrations generated
 * from this file must run on Postgres 15 and on PGlite: no extensions, no `uuidv7()`, no foreign
 * keys into `auth`.
 */
export const app = pgSchema("app");

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** App data of a user, keyed by the auth user id (no foreign key: the user may live in Supabase). */
export const profiles = app.table("profiles", {
  id: uuid("id").primaryKey(),
  fullName: text("full_name").notNull(),
  businessName: text("business_name"),
  telephone: text("telephone"),
  yearsInBusiness: integer("years_in_business"),
  whyChose: text("why_chose"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The catalogue as the server knows it (upserted from app/content on start). */
export const products = app.table("products", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  priceCents: integer("price_cents").notNull(),
  currency: text("currency").notNull().default("USD"),
  active: boolean("active").notNull().default(true),
  updatedAt: updatedAt(),
});

/**
 * The owner's changes to catalogue items (the dashboard's catalogue editor): the whole editable
 * item, validated by `catalogueEditSchema`. An item without a row shows the files' defaults.
 */
export const catalogueItems = app.table("catalogue_items", {
  id: text("id").primaryKey(),
  edit: jsonb("edit").$type<CatalogueEdit>().notNull(),
  /** The version this row holds (catalogue_item_versions). */
  version: integer("version").notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every saved version of an item, whole: who saved it and when, for the audit log's before and
 * after and for restoring any of them. Version 1 of an item is the files' defaults (no admin).
 */
export const catalogueItemVersions = app.table(
  "catalogue_item_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: text("item_id").notNull(),
    version: integer("version").notNull(),
    edit: jsonb("edit").$type<CatalogueEdit>().notNull(),
    /** Null: the defaults of the files, recorded when the owner first saved the item. */
    adminEmail: text("admin_email"),
    /** The version this one restored, when it was a revert. */
    revertedFrom: integer("reverted_from"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("catalogue_item_versions_item_version_idx").on(t.itemId, t.version)],
);

/**
 * Where a payment stands. It only moves forward: pending → completed | failed | canceled, and
 * completed → refunded (ADR 21).
 */
export const paymentStatuses = ["pending", "completed", "failed", "canceled", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ["card", "paypal", "invoice"] as const;
/**
 * Where the owner's work on a paid order stands, apart from its payment: received → in progress →
 * delivered, or cancelled (with a refund of what is left); only forward (payments/fulfilment.ts).
 */
export { fulfilmentStates, type FulfilmentState };
export type PaymentMethod = (typeof paymentMethods)[number];

/** What the checkout keeps of a provider call so it can be repeated with the same key. */
export type PaymentProviderData = {
  /** The card token (single-use; kept to repeat a charge whose outcome is unknown). */
  sourceId?: string;
  /** PayPal: where the buyer approves the order. */
  approvalUrl?: string;
  /** Invoices: the page where the payer pays it. */
  invoiceUrl?: string;
  /** The provider's id of the refund, once the owner refunded the order (ADR 26). */
  refundId?: string;
};

/**
 * One row per checkout attempt, written (pending) before the provider is called. The idempotency
 * key is derived from the attempt the form carried, so a double submit finds this row again.
 */
export const payments = app.table(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The short number people read and quote ("BTE-1042", app/utils/order-number.ts). */
    number: integer("number").notNull().unique().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: uuid("user_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    amountCents: integer("amount_cents").notNull(),
    /** The item's title when it was bought (the owner may rename it later); null on older rows. */
    productTitle: text("product_title"),
    currency: text("currency").notNull().default("USD"),
    status: text("status").$type<PaymentStatus>().notNull(),
    provider: text("provider").notNull(),
    method: text("method").$type<PaymentMethod>().notNull().default("card"),
    /** The provider's id of what was paid: card payment, PayPal order or invoice. */
    providerRef: text("provider_ref"),
    providerData: jsonb("provider_data").$type<PaymentProviderData>().notNull().default({}),
    /** The signed-in user's address when they paid: receipts and invoices go there. */
    payerEmail: text("payer_email"),
    /** Why it failed, in the provider's words (shown to the customer). */
    failureMessage: text("failure_message"),
    /** The owner's note on the order (the dashboard's order page); never shown to the customer. */
    ownerNote: text("owner_note"),
    /** The owner's work on it once paid; every move is in `order_fulfilment_changes`. */
    fulfilment: text("fulfilment").$type<FulfilmentState>().notNull().default("received"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("payments_user_created_idx").on(t.userId, t.createdAt.desc()),
    index("payments_provider_ref_idx").on(t.providerRef),
    index("payments_status_updated_idx").on(t.status, t.updatedAt),
  ],
);

/** Every provider event the webhooks accepted, so each is processed once. */
export const paymentEvents = app.table(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    paymentId: uuid("payment_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * The offline payment sandbox's own records (its PayPal orders and invoices): what a real
 * provider would keep on its side. Never read by the checkout, only by the offline adapter.
 */
export const sandboxObjects = app.table("sandbox_objects", {
  id: text("id").primaryKey(),
  kind: text("kind").notNull(),
  status: text("status").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const videos = app.table("videos", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  thumbnail: text("thumbnail").notNull(),
  /** Display duration such as "12:30". */
  duration: text("duration").notNull(),
  category: text("category").notNull(),
  createdAt: createdAt(),
});

/** Everything a visitor sends (contact, newsletter, academy interest, sign-up notice), kept first. */
export const leads = app.table("leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").notNull(),
  fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
  requestId: text("request_id"),
  /** The page the form was sent from (leads/source-page.ts); null for orders and older leads. */
  page: text("page"),
  /** When the owner marked it handled on the dashboard (null: not handled). */
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** pending: to send; done: delivered; dead: gave up after the last attempt (kept, retried by hand);
 * skipped: the target was not configured when the lead arrived. */
export const deliveryStatuses = ["pending", "done", "dead", "skipped"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** The outbox: one row per lead and target, claimed with FOR UPDATE SKIP LOCKED. */
export const deliveries = app.table(
  "deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "restrict" }),
    target: text("target").notNull(),
    status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("deliveries_status_run_at_idx").on(t.status, t.runAt),
    index("deliveries_lead_id_idx").on(t.leadId),
  ],
);

export const subscriberStatuses = ["active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof subscriberStatuses)[number];

export const newsletterSubscribers = app.table("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased, so the unique constraint is case-insensitive in practice. */
  email: text("email").notNull().unique(),
  fullName: text("full_name").notNull(),
  /** unsubscribed: the address used its signed unsubscribe link; subscribing again reactivates it. */
  status: text("status").$type<SubscriberStatus>().notNull().default("active"),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Counts of the rate limits (security/rate-limit-store.ts), keyed `<limit name>:<key>`. */
export const rateLimits = app.table("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

/** The local auth adapter's accounts (unused with Supabase Auth, whose users live in `auth`). */
export const localCredentials = app.table("local_credentials", {
  userId: uuid("user_id").primaryKey().defaultRandom(),
  /** Trimmed and lower-cased, so the unique constraint is case-insensitive. */
  email: text("email").notNull().unique(),
  /** `scrypt$N$r$p$salt$hash` (base64): the parameters travel with the hash. */
  passwordHash: text("password_hash").notNull(),
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use e-mail links of the local adapter; only the SHA-256 of the token is kept. */
export const authTokens = app.table(
  "auth_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => localCredentials.userId, { onDelete: "cascade" }),
    purpose: text("purpose").$type<"email_confirmation" | "password_reset">().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_id_idx").on(t.userId)],
);

export const assuranceLevels = ["aal1", "aal2"] as const;

/** Signed-in sessions of the local adapter, keyed by the SHA-256 of the cookie's random id. */
export const sessions = app.table(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => localCredentials.userId, { onDelete: "cascade" }),
    aal: text("aal").$type<(typeof assuranceLevels)[number]>().notNull().default("aal1"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** "Chrome on Android": a short label read from the User-Agent, never the header itself. */
    device: text("device"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/**
 * Recovery codes just made, waiting for the one page view that shows them (ADR 29): sealed with
 * a key derived from a token only the user's cookie holds, deleted when shown or after 10 minutes.
 */
export const recoveryCodeViews = app.table("recovery_code_views", {
  idHash: text("id_hash").primaryKey(),
  userId: text("user_id").notNull(),
  sealed: text("sealed").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** TOTP factors of the local adapter; the secret is AES-256-GCM encrypted. */
export const mfaFactors = app.table(
  "mfa_factors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => localCredentials.userId, { onDelete: "cascade" }),
    type: text("type").$type<"totp">().notNull().default("totp"),
    friendlyName: text("friendly_name").notNull(),
    status: text("status").$type<"verified" | "unverified">().notNull().default("unverified"),
    secretEncrypted: text("secret_encrypted").notNull(),
    /** The last accepted TOTP time step: a code of this step or an earlier one is a replay. */
    lastTimeStep: integer("last_time_step"),
    createdAt: createdAt(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
  },
  (t) => [index("mfa_factors_user_id_idx").on(t.userId)],
);

/**
 * Sign-ups of an address nobody has confirmed yet, one row per sign-up (either adapter, ADR 28):
 * each keeps the password hash and profile its visitor typed. Confirming the address asks for
 * the password again and activates the row it matches, deleting the others, so a sign-up made
 * with somebody else's address never gets a credential that works. `id`: random (local), or the
 * SHA-256 of the key a Supabase confirmation link carries. Kept no longer than the link (24 h).
 */
export const pendingSignUps = app.table(
  "pending_credentials",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    userId: uuid("user_id").notNull(),
    passwordHash: text("password_hash").notNull(),
    profile: jsonb("profile").$type<PendingProfile>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("pending_credentials_email_idx").on(t.email)],
);

/** The profile a pending sign-up typed (a `profiles` row without its id). */
export type PendingProfile = Omit<NewProfile, "id">;

/**
 * Two-factor recovery codes of either adapter's users (keyed by the user id, no foreign key: with
 * Supabase the users live elsewhere). Only the SHA-256 of each code is kept; a used code keeps
 * its row with `used_at`, so the page can say how many are left.
 */
export const recoveryCodes = app.table(
  "recovery_codes",
  {
    codeHash: text("code_hash").primaryKey(),
    userId: uuid("user_id").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("recovery_codes_user_id_idx").on(t.userId)],
);

export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type PaymentEventRow = typeof paymentEvents.$inferSelect;
export type Video = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type Delivery = typeof deliveries.$inferSelect;
export type NewDelivery = typeof deliveries.$inferInsert;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
export type RateLimit = typeof rateLimits.$inferSelect;
export type LocalCredential = typeof localCredentials.$inferSelect;
export type AuthToken = typeof authTokens.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type MfaFactor = typeof mfaFactors.$inferSelect;

/** What admins did on the dashboard: who, what, to which record, when, from which address. */
export const adminAuditLog = app.table(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminEmail: text("admin_email").notNull(),
    /** What was done, e.g. "lead.handled", "delivery.retry" (app/.server/admin/audit.ts). */
    action: text("action").notNull(),
    /** The record it was done to (a lead, delivery, subscriber or payment id), when one. */
    target: text("target"),
    ip: text("ip"),
    /** What a change replaced and what it wrote (the site's settings), for the owner to read. */
    details: jsonb("details").$type<{ before: unknown; after: unknown }>(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt.desc())],
);

/**
 * The owner's edits of the site's settings (contact details, social profiles, external links, the
 * promotion, the events): one JSON document per key, validated by the zod schemas of
 * app/utils/site-content.ts. A key with no row shows the default from app/content/.
 */
export const siteContent = app.table("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
  /** The admin's e-mail, or "import" for `npm run content -- import`. */
  updatedBy: text("updated_by").notNull(),
});

/**
 * Every status a payment took, with when: written by a database trigger on `payments` (migration
 * 0007), so no code path that moves a payment can forget it. The dashboard's order page shows it.
 */
export const paymentStatusChanges = app.table(
  "payment_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    status: text("status").$type<PaymentStatus>().notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_status_changes_payment_idx").on(t.paymentId, t.changedAt)],
);

/** Each move of an order's fulfilment: to which state, when, by whom, and the customer's message. */
export const orderFulfilmentChanges = app.table(
  "order_fulfilment_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    state: text("state").$type<FulfilmentState>().notNull(),
    /** What the owner wrote to the customer with the move (mailed to them); null: no message. */
    message: text("message"),
    adminEmail: text("admin_email").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_fulfilment_changes_payment_idx").on(t.paymentId, t.changedAt)],
);

/**
 * Each refund the site asked a provider for and it accepted, whole or partial. The key is the
 * one the provider was sent, so a replayed form or a concurrent submit records one row.
 */
export const paymentRefunds = app.table(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    /** The provider's id of the refund. */
    refundId: text("refund_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    /** The admin who asked for it. */
    adminEmail: text("admin_email"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_refunds_payment_idx").on(t.paymentId, t.createdAt),
    // One row per provider refund, whether the dashboard or the provider's webhook saw it first.
    uniqueIndex("payment_refunds_refund_idx").on(t.paymentId, t.refundId),
  ],
);

export const accountMailKinds = [
  "password_reset",
  "password_changed",
  "factor_added",
  "factor_removed",
  "recovery_codes_new",
  "recovery_code_used",
  "enrolment_code",
  "confirmation",
] as const;
export type AccountMailKind = (typeof accountMailKinds)[number];

/**
 * The account mails waiting to be sent (ADR 28): a reset or confirmation link or a notice of a
 * security change, to the address an account has. Only what to send and to whom: a reset link's token is made
 * when the mail goes, so no usable link is ever stored. Sent rows are deleted; `dead` rows stay.
 */
export const accountMails = app.table(
  "account_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    kind: text("kind").$type<AccountMailKind>().notNull(),
    /** A confirmation link's way back (a same-site path, checked again when the link is made). */
    next: text("next"),
    status: text("status").$type<"pending" | "dead">().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("account_mails_status_run_at_idx").on(t.status, t.runAt)],
);

/**
 * The code mailed before a first second factor is turned on (ADR 28): only its SHA-256, made by
 * the outbox worker as it sends the mail, one per address, good for 15 minutes.
 */
export const enrolmentCodes = app.table("enrolment_codes", {
  email: text("email").primaryKey(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
