import { sql } from 'drizzle-orm';
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscribers: one row per address, whatever its capitals (the unique index is on
 * `lower(email)`; the address is kept as first typed); `source` names the form first used.
 * `status`: pending (signed up, not confirmed yet), confirmed (double opt-in done: the only ones who
 * get newsletters), unsubscribed, bouncing (three permanent refusals in a row). `topics` are story
 * categories; none chosen means every topic.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').notNull().default('pending'),
    topics: text('topics').array().notNull().default(sql`'{}'::text[]`),
    frequency: text('frequency').notNull().default('daily'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    consecutiveBounces: integer('consecutive_bounces').notNull().default(0),
  },
  (table) => [uniqueIndex('subscribers_email_lower_idx').on(sql`lower(${table.email})`)],
);

/**
 * The mail queue: every message is written here before it is sent. `status`: queued (waiting, maybe
 * until `next_attempt_at`), claimed (taken by a sender until `lease_until`, not yet handed to SMTP),
 * sending (handed to the SMTP server, answer not recorded yet), sent (the server accepted it), outbox
 * (no SMTP_URL: kept here to be read), failed (refused permanently or out of retries), in-doubt (a
 * sender died while the server had it: maybe delivered, never resent automatically).
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subscriberId: integer('subscriber_id'),
    sendId: integer('send_id'),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_queue_due_idx').on(table.status, table.nextAttemptAt),
    index('mail_queue_to_kind_idx').on(table.toAddress, table.kind, table.createdAt),
    index('mail_queue_send_idx').on(table.sendId),
  ],
);

/** Each digest edition, recorded once: (frequency, edition date) is unique, so no day is sent twice. */
export const newsletterSends = pgTable(
  'newsletter_sends',
  {
    id: serial('id').primaryKey(),
    frequency: text('frequency').notNull(),
    editionDate: date('edition_date').notNull(),
    kind: text('kind').notNull().default('digest'),
    storyCount: integer('story_count').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_sends_edition_idx').on(table.frequency, table.editionDate, table.kind)],
);

/** Messages sent with the contact form, for the newsroom's inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/**
 * Fixed-window submission counters per client address, in the database so that the limit holds
 * across every instance behind a load balancer.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    clientKey: text('client_key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientKey, table.windowStart] })],
);
