import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { BOOKING_STATUSES, LANGUAGES, NEWS_CATEGORIES, VENUE_NAMES as VENUES } from '@kandy-park/domain';

/**
 * The only source of row types. Integrity rules live here (checks, unique indexes); the one rule drizzle has no
 * builder for, the exclusion constraint against overlapping confirmed bookings, is in the custom migration
 * `0001_booking_overlap.sql`.
 */

export const ADMIN_ROLES = ['admin', 'moderator'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export { BOOKING_STATUSES, type BookingStatus } from '@kandy-park/domain';

// The venue and news category lists are the park's shared facts (domain/), checked here by the database too.
export { NEWS_CATEGORIES, type NewsCategory, VENUE_NAMES as VENUES, type VenueName } from '@kandy-park/domain';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;

export { LANGUAGES, type Language } from '@kandy-park/domain';

/**
 * The language a visitor wrote to the park in (`Accept-Language` of their post: docs/languages.md): every e-mail and
 * document the park sends them is in it. English for rows from before, for staff bookings and for anything unknown.
 */
const language = () => text('language', { enum: LANGUAGES }).notNull().default('en');

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ADMIN_ROLES }).notNull().default('admin'),
    isActive: boolean('is_active').notNull().default(true),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone'),
    /** Raised on a password change, sign-out or deactivation: tokens carrying an older version stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * Set when someone other than the holder chose the password (the generated first password, an account an admin
     * created): until it is changed, the account can only change it, read its profile and sign out.
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    /**
     * SHA-256 (hex) of the token in the account's private calendar feed address; the address itself is shown once,
     * when it is made. Null while the feed is off.
     */
    calendarFeedTokenHash: text('calendar_feed_token_hash'),
    calendarFeedCreatedAt: timestamp('calendar_feed_created_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('admins_username_unique').on(sql`lower(${t.username})`),
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('admins_calendar_feed_token_hash_unique')
      .on(t.calendarFeedTokenHash)
      .where(sql`${t.calendarFeedTokenHash} is not null`),
    check('admins_role_check', sql`${t.role} in (${inList(ADMIN_ROLES)})`),
  ],
);

/**
 * Sign-in attempts per lower-cased username, whether or not such an account exists: one row per client address
 * (its growing delay) and one with `client` '*' for every address together (the account-wide lock). An attempt is
 * counted, in the statement that checks the lock, before its password is verified (`sign-in-throttle.repository.ts`).
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    username: text('username').notNull(),
    /** The client address, or '*' for the account-wide count. */
    client: text('client').notNull(),
    /** Attempts since the last successful sign-in (or since the count went quiet for a day). */
    failures: integer('failures').notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.username, t.client] }),
    check('sign_in_attempts_failures_check', sql`${t.failures} >= 0`),
    index('sign_in_attempts_last_attempt_at_idx').on(t.lastAttemptAt),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venue: text('venue', { enum: VENUES }).notNull(),
    eventType: text('event_type').notNull(),
    /** Calendar date in the park's zone; the booking covers eventDate … eventDate + duration − 1. */
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    duration: integer('duration').notNull().default(1),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    guests: integer('guests').notNull().default(1),
    specialRequirements: text('special_requirements').notNull().default(''),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending'),
    /** Whole LKR, computed by the server from the price list. */
    totalAmount: integer('total_amount').notNull().default(0),
    isAdminBlock: boolean('is_admin_block').notNull().default(false),
    stallId: text('stall_id'),
    stallBlock: text('stall_block'),
    stallNumber: integer('stall_number'),
    stallBlockName: text('stall_block_name'),
    rejectionReason: text('rejection_reason'),
    /**
     * SHA-256 (hex) of the visitor's "My booking" link token; the token itself is only ever in the e-mail. Null for
     * staff bookings and admin blocks.
     */
    accessTokenHash: text('access_token_hash'),
    /** Set when the visitor cancelled the request from their My booking page (status cancelled); cleared on reopen. */
    cancelledByCustomerAt: timestamp('cancelled_by_customer_at', { withTimezone: true }),
    /**
     * Set when an admin cancelled the booking after approving it (status cancelled, the reason in
     * `rejectionReason`, its invoice closed by a credit note). Such a booking is never reopened.
     */
    cancelledAfterApprovalAt: timestamp('cancelled_after_approval_at', { withTimezone: true }),
    /**
     * A visitor's stall request: the address it came from (`request-keys.ts`), kept only while the request is
     * pending (cleared when it is answered), to limit the pending requests per client. Never in any answer.
     */
    clientAddress: text('client_address'),
    /** The e-mail and phone as compared by that limit (`emailKey`, `phoneKey`): lower case without +tag; digits. */
    customerEmailKey: text('customer_email_key'),
    customerPhoneKey: text('customer_phone_key'),
    /**
     * A stall rental's last day plus one: the park date staff ended it (confirmed → completed). Rent months that
     * begin on or after it are not charged (`money/rent-ledger.ts`). Null while the rental runs.
     */
    rentEndedOn: date('rent_ended_on', { mode: 'string' }),
    language: language(),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('bookings_status_check', sql`${t.status} in (${inList(BOOKING_STATUSES)})`),
    check('bookings_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
    check('bookings_venue_check', sql`${t.venue} in (${inList(VENUES)})`),
    check('bookings_duration_check', sql`${t.duration} between 1 and 366`),
    check('bookings_guests_check', sql`${t.guests} >= 0`),
    check('bookings_total_amount_check', sql`${t.totalAmount} >= 0`),
    check(
      'bookings_stall_check',
      sql`(${t.stallId} is null and ${t.stallBlock} is null and ${t.stallNumber} is null)
        or (${t.venue} = 'Vendor Stalls' and ${t.stallId} ~ '^[A-F][0-9]{1,2}$'
            and ${t.stallBlock} = left(${t.stallId}, 1) and ${t.stallNumber} between 1 and 24)`,
    ),
    // One active rental (pending or confirmed) per stall, whatever the timing of concurrent requests.
    uniqueIndex('bookings_one_active_rental_per_stall')
      .on(t.stallId)
      .where(sql`${t.stallId} is not null and ${t.status} in ('pending', 'confirmed')`),
    uniqueIndex('bookings_access_token_hash_unique')
      .on(t.accessTokenHash)
      .where(sql`${t.accessTokenHash} is not null`),
    index('bookings_venue_date_idx').on(t.venue, t.eventDate),
    index('bookings_status_idx').on(t.status),
    // The staff lists' orders, so a page of 20 is read from an index instead of sorting every booking the park ever
    // had: Not Approved by the latest change, Pending and Approved Events by the soonest event, Booking History by
    // the latest event.
    index('bookings_status_updated_idx').on(t.status, t.updatedAt),
    index('bookings_status_date_idx').on(t.status, t.eventDate),
    index('bookings_event_date_idx').on(t.eventDate),
    // Staff's GET /api/bookings, newest request first: a page is read from the index's end.
    index('bookings_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A visitor's 10-minute hold on a vendor stall while they fill in the rental form (one row per held stall). A hold
 * whose `expires_at` has passed counts for nothing and is deleted by the next hold. Staff never look at holds.
 */
export const stallHolds = pgTable(
  'stall_holds',
  {
    stallId: text('stall_id').primaryKey(),
    /** SHA-256 (hex) of the holder's token; one visitor's token holds at most one stall. */
    tokenHash: text('token_hash').notNull(),
    /** The holder's client address (`request-keys.ts`): one live hold per address. Gone with the hold. */
    clientAddress: text('client_address'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('stall_holds_stall_id_check', sql`${t.stallId} ~ '^[A-F][0-9]{1,2}$'`),
    index('stall_holds_token_hash_idx').on(t.tokenHash),
    index('stall_holds_expires_at_idx').on(t.expiresAt),
  ],
);

export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content').notNull(),
    category: text('category', { enum: NEWS_CATEGORIES }).notNull().default('General'),
    status: text('status', { enum: ['published'] })
      .notNull()
      .default('published'),
    imageUrl: text('image_url'),
    imageAlt: text('image_alt'),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('news_items_category_check', sql`${t.category} in (${inList(NEWS_CATEGORIES)})`),
    check('news_items_status_check', sql`${t.status} = 'published'`),
    check('news_items_image_url_check', sql`${t.imageUrl} is null or ${t.imageUrl} ~* '^https?://'`),
    index('news_items_created_at_idx').on(t.createdAt),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => admins.id, { onDelete: 'set null' }),
    language: language(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check('contact_messages_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
  ],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    language: language(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_unique').on(sql`lower(${t.email})`),
    check('newsletter_subscriptions_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
  ],
);

/** A file carried in the outbox row as it is. */
export interface MailFile {
  filename: string;
  /** Text as it is, or binary in base64 with `encoding` 'base64'. */
  content: string;
  contentType: string;
  encoding?: 'base64';
}

export const MAIL_DOCUMENT_KINDS = ['invoice', 'receipt', 'credit-note', 'refund-note', 'rent-invoice'] as const;
export type MailDocumentKind = (typeof MAIL_DOCUMENT_KINDS)[number];

/**
 * A document of the park's books (a PDF), named in the outbox row by its kind and id and drawn when the mail is
 * sent, from the rows the transaction wrote: never inside the transaction that queued the mail.
 */
export interface MailDocument {
  filename: string;
  contentType: 'application/pdf';
  document: { kind: MailDocumentKind; id: string };
}

export type MailAttachment = MailFile | MailDocument;

/** Mail is written here in the same transaction as the change it reports; a worker delivers it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mail_outbox_status_check', sql`${t.status} in (${inList(MAIL_STATUSES)})`),
    check('mail_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Request counters of the rate limits (`common/rate-limit.ts`), shared by every server process on the database:
 * one row per client and limit, counting the hits of the current window until `expires_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_counters_expires_at_idx').on(t.expiresAt),
    check('rate_limit_counters_hits_check', sql`${t.hits} >= 1`),
  ],
);

/**
 * How many capped mails (`mail/mail-quota.ts`) went to one scope on one park day: a recipient's acknowledgements,
 * or the staff mailbox's notices. Counted in the transaction that queues the mail, so a rolled-back change uses
 * none of the day's allowance.
 */
export const mailQuotas = pgTable(
  'mail_quotas',
  {
    scope: text('scope').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    sent: integer('sent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.day] }), check('mail_quotas_sent_check', sql`${t.sent} >= 0`)],
);

/**
 * The park's record: who did what and when (staff actions, sign-ins, visitors' requests and cancellations). Rows
 * are only ever added: a trigger refuses to change or delete one (migration `0010_the_record.sql`), and `actor_id`
 * has no foreign key, so deleting an account keeps its entries (with `actor_username` as it was then).
 */
/**
 * The keys of an entry's details that hold a client address (a sign-in's `client`): kept RECORD_ADDRESS_DAYS, then
 * taken out by the housekeeping, the one change the record's trigger lets through (migration 0013).
 */
export const RECORD_ADDRESS_KEYS = ['client', 'clientAddress'] as const;

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staff account that acted; null for a visitor or the server itself. */
    actorId: uuid('actor_id'),
    actorUsername: text('actor_username'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    // The Activity view reads newest first, by itself or for one person or kind of action.
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
    index('audit_log_actor_created_at_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt),
    // A booking's history also holds entries about its money (entity `payment`, `bookingId` in the details).
    index('audit_log_booking_id_idx')
      .on(sql`(${t.details} ->> 'bookingId')`)
      .where(sql`${t.details} ? 'bookingId'`),
    // The entries still holding a client address, oldest first: the housekeeping's hourly look stays short.
    index('audit_log_client_address_idx')
      .on(t.createdAt)
      .where(sql`${t.details} ?| array[${inList(RECORD_ADDRESS_KEYS)}]`),
  ],
);

/** Invoices, receipts, credit notes (an invoice closed by a cancellation) and refund notes. */
export const DOCUMENT_KINDS = ['INV', 'RCT', 'CRN', 'RFD'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The taxes a document was issued with (docs/money.md, "Taxes"); null on a document issued with taxes off. */
export interface DocumentTax {
  /** Whether the price already held the taxes (they are then taken out of it) or they were added to it. */
  inclusive: boolean;
  /** The park's taxpayer identification number, as printed. */
  tin: string;
  /** Whole LKR before taxes. */
  net: number;
  lines: { code: 'VAT' | 'SSCL'; rate: number; registration: string; amount: number }[];
}

/**
 * The last number of each kind of document (`DOCUMENT_KINDS`) given in each calendar year. A number is taken by an upsert
 * in the transaction that writes its document, so the row's lock makes concurrent documents wait their turn and a
 * rolled-back document gives its number back: the numbers run without gaps and are never reused.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year] }),
    check('document_counters_kind_check', sql`${t.kind} in (${inList(DOCUMENT_KINDS)})`),
    check('document_counters_last_check', sql`${t.last} >= 1`),
  ],
);

/**
 * The invoice issued when staff approve a priced venue booking: one per booking, never changed. The customer and
 * what was booked are copied in, so the invoice reads the same whatever later happens to the booking.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** The invoice's line: venue, event and dates, in English (staff's lists, the invoice book, its CSV). */
    description: text('description').notNull(),
    /** The customer's language: the invoice, its credit note and their mails are written in it. */
    language: language(),
    /**
     * The invoice's line as the customer reads it, in `language` (the invoice PDF, its credit note, their mails and
     * statement). Empty on invoices issued before languages: `description` is read instead.
     */
    customerDescription: text('customer_description').notNull().default(''),
    /** Whole LKR. */
    amount: integer('amount').notNull(),
    depositAmount: integer('deposit_amount').notNull(),
    depositDueOn: date('deposit_due_on', { mode: 'string' }),
    balanceDueOn: date('balance_due_on', { mode: 'string' }).notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The taxes within `amount`, as issued: a tax invoice when set. */
    tax: jsonb('tax').$type<DocumentTax>(),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_booking_unique')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null`),
    check('invoices_number_check', sql`${t.number} ~ '^INV-[0-9]{4}-[0-9]{5,}$'`),
    check('invoices_amount_check', sql`${t.amount} > 0`),
    check('invoices_deposit_check', sql`${t.depositAmount} between 0 and ${t.amount}`),
    check('invoices_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
  ],
);

export const PAYMENT_METHODS = ['cash', 'bank transfer', 'card', 'cheque'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_KINDS = ['payment', 'reversal', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Money received and paid back, as entries that are never edited or deleted: a payment (positive amount, with its
 * receipt number), the reversal of one (the negative amount, with the reason; one at most per payment), or a refund
 * (money paid back to the customer: a negative amount with its method, reference and refund note number). A
 * booking's paid total is the sum of its entries.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    /** The entry's document: the receipt (`RCT-`) of a payment, the refund note (`RFD-`) of a refund. */
    receiptNumber: text('receipt_number'),
    /** Whole LKR: positive for a payment, the payment's amount negated for its reversal, negative for a refund. */
    amount: integer('amount').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }),
    reference: text('reference').notNull().default(''),
    note: text('note').notNull().default(''),
    reversesId: uuid('reverses_id').references((): AnyPgColumn => payments.id),
    reason: text('reason'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    /** What the money is for: the stall's rent, or the venue booking and its invoice (English, for staff). */
    description: text('description').notNull(),
    /** The customer's language: the entry's receipt or refund note and its mail are written in it. */
    language: language(),
    /** `description` as the customer reads it, in `language`; empty on entries from before languages. */
    customerDescription: text('customer_description').notNull().default(''),
    /** What was still owed once this entry was recorded (negative: paid ahead), as its receipt says. */
    balanceAfter: integer('balance_after').notNull(),
    /** The form's one-time key: a form sent twice (a double click, a retry) records one payment. */
    idempotencyKey: text('idempotency_key'),
    recordedBy: uuid('recorded_by').references(() => admins.id, { onDelete: 'set null' }),
    recordedByName: text('recorded_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_receipt_number_unique')
      .on(t.receiptNumber)
      .where(sql`${t.receiptNumber} is not null`),
    uniqueIndex('payments_idempotency_key_unique')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('payments_one_reversal_each')
      .on(t.reversesId)
      .where(sql`${t.reversesId} is not null`),
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    index('payments_received_on_idx').on(t.receivedOn),
    check('payments_kind_check', sql`${t.kind} in (${inList(PAYMENT_KINDS)})`),
    check('payments_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
    check(
      'payments_entry_check',
      sql`(${t.kind} = 'payment' and ${t.amount} > 0 and ${t.receiptNumber} ~ '^RCT-[0-9]{4}-[0-9]{5,}$'
            and ${t.method} in (${inList(PAYMENT_METHODS)}) and ${t.reversesId} is null and ${t.reason} is null)
        or (${t.kind} = 'reversal' and ${t.amount} <> 0 and ${t.receiptNumber} is null and ${t.method} is null
            and ${t.reversesId} is not null and length(${t.reason}) > 0)
        or (${t.kind} = 'refund' and ${t.amount} < 0 and ${t.receiptNumber} ~ '^RFD-[0-9]{4}-[0-9]{5,}$'
            and ${t.method} in (${inList(PAYMENT_METHODS)}) and ${t.reversesId} is null)`,
    ),
  ],
);

/**
 * The credit note that closes an invoice when its approved booking is cancelled: it takes off the invoice what the
 * park does not keep (`amount`); what it keeps of the money received (`kept`, a cancellation charge) stays on the
 * invoice. One per invoice, never changed; the customer and the item are copied in, like the invoice's.
 */
export const CREDIT_NOTE_KINDS = ['cancellation', 'discount', 'write_off'] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    /**
     * `cancellation`: closes the invoice (a cancelled booking, a rent month after the rental's end), one at most per
     * invoice; `discount`: part of an invoice taken off (goodwill); `write_off`: what is owed given up, by an admin.
     */
    kind: text('kind', { enum: CREDIT_NOTE_KINDS }).notNull().default('cancellation'),
    /** The venue invoice it credits, or (`rentInvoiceId`) the rent invoice: exactly one of the two. */
    invoiceId: uuid('invoice_id').references(() => invoices.id),
    rentInvoiceId: uuid('rent_invoice_id').references((): AnyPgColumn => rentInvoices.id),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** Whole LKR taken off the invoice. */
    amount: integer('amount').notNull(),
    /** Whole LKR of the money received that the park keeps as a cancellation charge. */
    kept: integer('kept').notNull(),
    /** Whole LKR received on the invoice when it was credited (reversals and refunds taken off). */
    paid: integer('paid').notNull(),
    reason: text('reason').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    description: text('description').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The taxes within `amount`, in the credited invoice's proportions; null when it had none. */
    tax: jsonb('tax').$type<DocumentTax>(),
    createdBy: uuid('created_by').references(() => admins.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_unique').on(t.number),
    uniqueIndex('credit_notes_cancels_invoice_unique')
      .on(t.invoiceId)
      .where(sql`${t.kind} = 'cancellation' and ${t.invoiceId} is not null`),
    uniqueIndex('credit_notes_cancels_rent_invoice_unique')
      .on(t.rentInvoiceId)
      .where(sql`${t.kind} = 'cancellation' and ${t.rentInvoiceId} is not null`),
    index('credit_notes_invoice_idx').on(t.invoiceId),
    index('credit_notes_rent_invoice_idx').on(t.rentInvoiceId),
    check('credit_notes_kind_check', sql`${t.kind} in (${inList(CREDIT_NOTE_KINDS)})`),
    check('credit_notes_credits_one_check', sql`(${t.invoiceId} is null) <> (${t.rentInvoiceId} is null)`),
    check('credit_notes_number_check', sql`${t.number} ~ '^CRN-[0-9]{4}-[0-9]{5,}$'`),
    check('credit_notes_amount_check', sql`${t.amount} >= 0 and ${t.kept} between 0 and ${t.paid}`),
    check('credit_notes_reason_check', sql`length(${t.reason}) > 0`),
  ],
);

export const RENT_REMINDER_KINDS = ['before', 'overdue'] as const;
export type RentReminderKind = (typeof RENT_REMINDER_KINDS)[number];

/** Rent reminders sent: one row per rental, due date and kind, so each is sent once whatever the number of servers. */
export const rentReminders = pgTable(
  'rent_reminders',
  {
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: RENT_REMINDER_KINDS }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.dueOn, t.kind] }),
    check('rent_reminders_kind_check', sql`${t.kind} in (${inList(RENT_REMINDER_KINDS)})`),
  ],
);

/**
 * One rent month of a stall rental, invoiced on its due date (the first on approval): numbered in the invoices'
 * series (`INV-`), never changed. The vendor and the stall are copied in, so it reads the same after the rental goes.
 */
export const rentInvoices = pgTable(
  'rent_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** 0 for the rental's first month. */
    monthIndex: integer('month_index').notNull(),
    /** The month's first day (its due date) and the day after its last. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** Whole LKR. */
    amount: integer('amount').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    stallId: text('stall_id').notNull(),
    description: text('description').notNull(),
    language: language(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The taxes within `amount`, as issued: a tax invoice when set. */
    tax: jsonb('tax').$type<DocumentTax>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rent_invoices_number_unique').on(t.number),
    uniqueIndex('rent_invoices_month_unique')
      .on(t.bookingId, t.monthIndex)
      .where(sql`${t.bookingId} is not null`),
    check('rent_invoices_number_check', sql`${t.number} ~ '^INV-[0-9]{4}-[0-9]{5,}$'`),
    check('rent_invoices_amount_check', sql`${t.amount} > 0 and ${t.monthIndex} >= 0`),
    check('rent_invoices_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
    check('rent_invoices_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
  ],
);

/**
 * What a ledger entry records: a charge (`invoice`: one line per instalment of a venue invoice; `rent`: a rent
 * invoice), a `credit` (a credit note), a `payment`, its `reversal`, or a `refund` (money paid back).
 */
export const LEDGER_KINDS = ['invoice', 'rent', 'credit', 'payment', 'reversal', 'refund', 'applied'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * The park's books: one entry for each charge, credit, payment, reversal and refund, written in the transaction of
 * its document and never changed or deleted (a trigger refuses it, migration 0015). Every balance, report and export
 * is read from here. `amount` is signed as the customer's account reads it: positive when they owe more (a charge, a
 * reversed payment, money paid back to them), negative when they owe less (a payment, a credit). `booking_id` has no
 * foreign key: a booking deleted from the lists leaves its entries whole.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order entries were written in. */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Whole LKR, signed (above). */
    amount: integer('amount').notNull(),
    /** The customer's account: their e-mail address as `mailboxKey` writes it (lower case, no +tag). */
    account: text('account').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    bookingId: uuid('booking_id'),
    /** The row the entry was written for: an invoice, rent invoice, credit note or payment entry. */
    sourceId: uuid('source_id').notNull(),
    /** The instalment of a venue invoice (0 deposit, 1 balance); 0 for every other entry. */
    line: integer('line').notNull().default(0),
    /** The document's number (a reversal: the receipt it reverses). */
    documentNumber: text('document_number').notNull(),
    /** The day the entry is dated (Kandy): a document's date, a payment's day received. */
    entryOn: date('entry_on', { mode: 'string' }).notNull(),
    /** A charge's due date. */
    dueOn: date('due_on', { mode: 'string' }),
    /** What it is for, in English. */
    description: text('description').notNull(),
    /** Whole LKR of VAT and of SSCL within `amount`, signed like it (0 when the document had no taxes). */
    vat: integer('vat').notNull().default(0),
    sscl: integer('sscl').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_source_unique').on(t.kind, t.sourceId, t.line),
    index('ledger_entries_account_idx').on(t.account, t.position),
    index('ledger_entries_booking_idx').on(t.bookingId, t.position),
    index('ledger_entries_entry_on_idx').on(t.entryOn),
    check('ledger_entries_kind_check', sql`${t.kind} in (${inList(LEDGER_KINDS)})`),
    check(
      'ledger_entries_sign_check',
      sql`(${t.kind} in ('invoice', 'rent', 'refund') and ${t.amount} > 0)
        or (${t.kind} in ('credit', 'payment') and ${t.amount} < 0)
        or (${t.kind} = 'credit' and ${t.amount} = 0)
        or (${t.kind} in ('reversal', 'applied') and ${t.amount} <> 0)`,
    ),
  ],
);

/**
 * A month an admin closed: no entry may be dated inside it (a late one is dated today). Reopening deletes the row,
 * with the admin's reason in the record.
 */
export const closedPeriods = pgTable(
  'closed_periods',
  {
    /** `yyyy-mm`. */
    month: text('month').primaryKey(),
    closedBy: uuid('closed_by'),
    closedByName: text('closed_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('closed_periods_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)],
);

/**
 * Customer credit (what a booking was paid beyond its charges) applied to another booking of the same account: the
 * ledger takes it off the first (`applied`, line 0, positive) and puts it on the second (line 1, negative).
 */
export const creditApplications = pgTable(
  'credit_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    account: text('account').notNull(),
    fromBookingId: uuid('from_booking_id').notNull(),
    toBookingId: uuid('to_booking_id').notNull(),
    /** Whole LKR. */
    amount: integer('amount').notNull(),
    appliedOn: date('applied_on', { mode: 'string' }).notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    description: text('description').notNull(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_applications_amount_check', sql`${t.amount} > 0`),
    check('credit_applications_bookings_check', sql`${t.fromBookingId} <> ${t.toBookingId}`),
  ],
);

/**
 * Numbers of a series set aside by a restore (docs/deploy.md, "Restore"): they may have been given out after the
 * backup was taken, so no new document takes them; a lost document is entered again under its own number in them.
 */
export const documentNumberGaps = pgTable(
  'document_number_gaps',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    year: integer('year').notNull(),
    first: integer('first').notNull(),
    last: integer('last').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.year, t.first] }),
    check('document_number_gaps_range_check', sql`${t.first} >= 1 and ${t.last} >= ${t.first}`),
  ],
);

export type Admin = typeof admins.$inferSelect;
export type SignInAttempt = typeof signInAttempts.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewsItem = typeof newsItems.$inferSelect;
export type StallHold = typeof stallHolds.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type AuditEntry = typeof auditLog.$inferInsert;
export type Invoice = typeof invoices.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type CreditNote = typeof creditNotes.$inferSelect;
export type RentInvoice = typeof rentInvoices.$inferSelect;
export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
export type ClosedPeriod = typeof closedPeriods.$inferSelect;
export type CreditApplication = typeof creditApplications.$inferSelect;
export type DocumentNumberGap = typeof documentNumberGaps.$inferSelect;
