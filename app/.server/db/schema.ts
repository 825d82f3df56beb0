import type { CatalogueEdit } from "~/content/catalog/schema";
import { fulfilmentStates, type FulfilmentState } from "~/utils/fulfilment";
import type { CardSummary } from "~/utils/card-label";
import {
  bigint,
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

/** Schema `app`: on Supabase, tables in `public` are exposed through its Data API. Must run on PGlite too. */
export const app = pgSchema("app");

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A history's order: two rows can share a time, never a number.
 * @see docs/decisions/0055-histories-ordered-by-a-sequence.md
 */
const seq = () => bigint("seq", { mode: "number" }).notNull().generatedByDefaultAsIdentity();

const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** No foreign key: the user may live in Supabase. */
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

export const products = app.table("products", {
  id: text("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  priceCents: integer("price_cents").notNull(),
  currency: text("currency").notNull().default("USD"),
  active: boolean("active").notNull().default(true),
  updatedAt: updatedAt(),
});

export const catalogueItems = app.table("catalogue_items", {
  id: text("id").primaryKey(),
  edit: jsonb("edit").$type<CatalogueEdit>().notNull(),
  version: integer("version").notNull(),
  updatedAt: updatedAt(),
});

export const catalogueItemVersions = app.table(
  "catalogue_item_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: text("item_id").notNull(),
    version: integer("version").notNull(),
    edit: jsonb("edit").$type<CatalogueEdit>().notNull(),
    adminEmail: text("admin_email"),
    revertedFrom: integer("reverted_from"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("catalogue_item_versions_item_version_idx").on(t.itemId, t.version)],
);

export const paymentStatuses = ["pending", "completed", "failed", "canceled", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const paymentMethods = ["card", "paypal", "invoice"] as const;
export { fulfilmentStates, type FulfilmentState };
export type PaymentMethod = (typeof paymentMethods)[number];

export type PaymentProviderData = {
  sourceId?: string;
  approvalUrl?: string;
  invoiceUrl?: string;
  refundId?: string;
  /** The card's brand and last four digits, as the provider answered them. */
  card?: CardSummary;
  /** Canceled because the checkout was left unfinished until its provider's link expired. */
  abandoned?: true;
};

export const payments = app.table(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: integer("number").notNull().unique().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: uuid("user_id").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    amountCents: integer("amount_cents").notNull(),
    /** The owner may rename the item later; null on older rows. */
    productTitle: text("product_title"),
    currency: text("currency").notNull().default("USD"),
    status: text("status").$type<PaymentStatus>().notNull(),
    provider: text("provider").notNull(),
    method: text("method").$type<PaymentMethod>().notNull().default("card"),
    providerRef: text("provider_ref"),
    providerData: jsonb("provider_data").$type<PaymentProviderData>().notNull().default({}),
    payerEmail: text("payer_email"),
    failureMessage: text("failure_message"),
    /** Never shown to the customer. */
    ownerNote: text("owner_note"),
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

export const paymentEvents = app.table(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    paymentId: uuid("payment_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

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
  duration: text("duration").notNull(),
  category: text("category").notNull(),
  createdAt: createdAt(),
});

export const leads = app.table("leads", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").notNull(),
  fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
  requestId: text("request_id"),
  page: text("page"),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const deliveryStatuses = ["pending", "done", "dead", "skipped"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

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
  status: text("status").$type<SubscriberStatus>().notNull().default("active"),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const rateLimits = app.table("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});

export const localCredentials = app.table("local_credentials", {
  userId: uuid("user_id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  emailConfirmedAt: timestamp("email_confirmed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
    device: text("device"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

/** Sealed with a key derived from a token only the user's cookie holds. */
export const recoveryCodeViews = app.table("recovery_code_views", {
  idHash: text("id_hash").primaryKey(),
  userId: text("user_id").notNull(),
  sealed: text("sealed").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

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
    lastTimeStep: integer("last_time_step"),
    createdAt: createdAt(),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
  },
  (t) => [index("mfa_factors_user_id_idx").on(t.userId)],
);

/** A sign-up made with somebody else's address never gets a credential that works. */
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

export type PendingProfile = Omit<NewProfile, "id">;

/** No foreign key: with Supabase the users live elsewhere. */
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

export const adminAuditLog = app.table(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    target: text("target"),
    ip: text("ip"),
    details: jsonb("details").$type<{ before: unknown; after: unknown }>(),
    createdAt: createdAt(),
    seq: seq(),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.createdAt.desc(), t.seq.desc())],
);

export const siteContent = app.table("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: text("updated_by").notNull(),
});

/** Written by a database trigger, so no code path that moves a payment can forget it. */
export const paymentStatusChanges = app.table(
  "payment_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    status: text("status").$type<PaymentStatus>().notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [index("payment_status_changes_payment_idx").on(t.paymentId, t.seq)],
);

export const orderFulfilmentChanges = app.table(
  "order_fulfilment_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    state: text("state").$type<FulfilmentState>().notNull(),
    message: text("message"),
    adminEmail: text("admin_email").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
    seq: seq(),
  },
  (t) => [index("order_fulfilment_changes_payment_idx").on(t.paymentId, t.seq)],
);

export const paymentRefunds = app.table(
  "payment_refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    refundId: text("refund_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    adminEmail: text("admin_email"),
    createdAt: createdAt(),
    seq: seq(),
  },
  (t) => [
    index("payment_refunds_payment_idx").on(t.paymentId, t.seq),
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
  "recovery_codes_first",
  "recovery_code_used",
  "enrolment_code",
  "confirmation",
] as const;
export type AccountMailKind = (typeof accountMailKinds)[number];

/** A reset link's token is made when the mail goes, so no usable link is ever stored. */
export const accountMails = app.table(
  "account_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    kind: text("kind").$type<AccountMailKind>().notNull(),
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

export const enrolmentCodes = app.table("enrolment_codes", {
  email: text("email").primaryKey(),
  codeHash: text("code_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
