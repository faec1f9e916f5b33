// The database schema (spec section 3). Drizzle generates the SQL migrations in api/drizzle/
// from this file: `pnpm --filter api db:generate` after a change.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  real,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
  jsonb,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
/** A PostgreSQL tstzrange, read and written as its text form ('["…","…")'). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

export const cuisines = pgTable('cuisines', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    name: text('name').notNull(),
    avatar: text('avatar'),
    address: text('address'),
    postCode: text('post_code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    cuisineId: integer('cuisine_id')
      .notNull()
      .references(() => cuisines.id),
    description: text('description'),
    website: text('website'),
    phone: text('phone'),
    menuDescription: text('menu_description'),
    photoDescription: text('photo_description'),
    onlineBooking: boolean('online_booking').notNull().default(true),
    priceLevel: smallint('price_level').notNull(),
    // Kept with the reviews they summarise so the rating sorts need no aggregate per query.
    // Seating rules (ADR 0040): how long a party keeps its table, by party size, and the
    // reset after it; covers that may arrive per 15 minutes; the largest party taken online;
    // how soon and how far ahead a diner may book.
    turn12Minutes: smallint('turn_1_2_minutes').notNull().default(90),
    turn34Minutes: smallint('turn_3_4_minutes').notNull().default(120),
    turn58Minutes: smallint('turn_5_8_minutes').notNull().default(150),
    turn9PlusMinutes: smallint('turn_9_plus_minutes').notNull().default(180),
    bufferMinutes: smallint('buffer_minutes').notNull().default(15),
    pacingCovers: smallint('pacing_covers').notNull().default(40),
    maxOnlineParty: smallint('max_online_party').notNull().default(20),
    minNoticeMinutes: smallint('min_notice_minutes').notNull().default(0),
    bookingHorizonDays: smallint('booking_horizon_days').notNull().default(180),
    // Cancellation policy (ADR 0053): free cancellation until this many hours before the
    // booking; parties of large_party_size or more give large_party_cancellation_hours.
    freeCancellationHours: smallint('free_cancellation_hours').notNull().default(2),
    largePartySize: smallint('large_party_size'),
    largePartyCancellationHours: smallint('large_party_cancellation_hours'),
    ratingAvg: real('rating_avg').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('restaurants_name_trgm').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('restaurants_lat_lon').on(t.latitude, t.longitude),
    index('restaurants_cuisine').on(t.cuisineId),
    check('restaurants_price_level', sql`${t.priceLevel} between 1 and 5`),
    check(
      'restaurants_turn_minutes',
      sql`least(${t.turn12Minutes}, ${t.turn34Minutes}, ${t.turn58Minutes}, ${t.turn9PlusMinutes}) >= 30
          and greatest(${t.turn12Minutes}, ${t.turn34Minutes}, ${t.turn58Minutes}, ${t.turn9PlusMinutes}) <= 480`,
    ),
    check('restaurants_buffer_minutes', sql`${t.bufferMinutes} between 0 and 120`),
    check('restaurants_pacing_covers', sql`${t.pacingCovers} between 1 and 500`),
    check('restaurants_max_online_party', sql`${t.maxOnlineParty} between 1 and 50`),
    check('restaurants_min_notice_minutes', sql`${t.minNoticeMinutes} between 0 and 10080`),
    check('restaurants_booking_horizon_days', sql`${t.bookingHorizonDays} between 1 and 730`),
    check(
      'restaurants_cancellation_policy',
      sql`${t.freeCancellationHours} between 0 and 168 and (
            (${t.largePartySize} is null and ${t.largePartyCancellationHours} is null) or
            (${t.largePartySize} between 2 and 50 and ${t.largePartyCancellationHours} is not null
             and ${t.largePartyCancellationHours} between ${t.freeCancellationHours} and 168))`,
    ),
  ],
);

export const restaurantTags = pgTable(
  'restaurant_tags',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // 'label' tags show on cards and the page; 'about' tags in the About tab.
    kind: text('kind', { enum: ['label', 'about'] }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('restaurant_tags_restaurant').on(t.restaurantId)],
);

export const openingSlots = pgTable(
  'opening_slots',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    weekday: text('weekday', {
      enum: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
    }).notNull(),
    // Europe/London wall-clock times, 30 minutes each.
    slotStart: time('slot_start').notNull(),
    slotEnd: time('slot_end').notNull(),
  },
  (t) => [uniqueIndex('opening_slots_unique').on(t.restaurantId, t.weekday, t.slotStart)],
);

export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    seats: smallint('seats').notNull(),
  },
  (t) => [
    index('restaurant_tables_restaurant').on(t.restaurantId, t.seats),
    check('restaurant_tables_seats', sql`${t.seats} between 1 and 50`),
  ],
);

/** Tables that can be joined for a larger party, and the party sizes the joined tables seat. */
export const tableCombinations = pgTable(
  'table_combinations',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tableIds: integer('table_ids').array().notNull(),
    minParty: smallint('min_party').notNull(),
    maxParty: smallint('max_party').notNull(),
  },
  (t) => [
    index('table_combinations_restaurant').on(t.restaurantId),
    check('table_combinations_size', sql`cardinality(${t.tableIds}) between 2 and 4`),
    check(
      'table_combinations_party',
      sql`${t.minParty} between 1 and ${t.maxParty} and ${t.maxParty} <= 50`,
    ),
  ],
);

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: smallint('position').notNull(),
  },
  (t) => [index('menu_categories_restaurant').on(t.restaurantId)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    symbol: text('symbol'),
    price: numeric('price', { precision: 8, scale: 2 }).notNull(),
    description: text('description'),
    position: smallint('position').notNull(),
  },
  (t) => [index('menu_items_category').on(t.categoryId)],
);

export const menuFiles = pgTable(
  'menu_files',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    extension: text('extension', { enum: ['png', 'jpg', 'jpeg', 'pdf'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_files_restaurant').on(t.restaurantId)],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    avatar: text('avatar'),
    position: smallint('position').notNull(),
  },
  (t) => [index('photos_restaurant').on(t.restaurantId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    firstName: text('first_name').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
  },
  (t) => [
    index('reviews_restaurant').on(t.restaurantId),
    check('reviews_rating', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * A claim (a hold or a booking) on one table or one combination of tables: it names the
 * spec's 30-minute arrival slot and occupies every table in `table_ids` for `occupancy`, from
 * the slot's start for the party's turn time plus the reset buffer, as real instants.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // The first of `table_ids`, kept for the foreign key.
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    tableIds: integer('table_ids').array().notNull(),
    occupancy: tstzrange('occupancy').notNull(),
    // The party's turn time when the claim was made: how long the diner is told the table is theirs.
    tableMinutes: smallint('table_minutes').notNull(),
    reservationDate: date('reservation_date').notNull(),
    slotStart: time('slot_start').notNull(),
    slotEnd: time('slot_end').notNull(),
    numberOfPeople: smallint('number_of_people').notNull(),
    // 'released' (a hold given up or moved) and 'expired' (a hold found past its expiry by a
    // later claim) are the engine's own; diners only ever see the spec's four.
    status: text('status', {
      enum: ['hold', 'pending', 'completed', 'cancelled', 'released', 'expired'],
    }).notNull(),
    // Holds only: after this instant the claim no longer counts.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Holds only: sha-256 of the secret handed to whoever made the hold; proves ownership.
    holdTokenHash: text('hold_token_hash'),
    // Holds only: a hash of the address that made it (the live-holds limit), and how many
    // times Continue Reservation has extended it.
    clientKey: text('client_key'),
    extensions: smallint('extensions').notNull().default(0),
    // Holds only: when the first hold of a chain of moves was made (moves are capped from it).
    heldSince: timestamp('held_since', { withTimezone: true }),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    // Who the table is booked for: set on booking, or when a guest registers at checkout.
    guestId: integer('guest_id').references(() => users.id, { onDelete: 'set null' }),
    noted: text('noted'),
    // Beside the spec's `noted`, never inside it (ADR 0055): checked against
    // shared/format/dining-needs before they are stored.
    occasion: text('occasion'),
    dietaryAllergens: text('dietary_allergens')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dietaryNotes: text('dietary_notes'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Bookings only: when the reminder email was queued (set once, so it is sent once), and
    // when the diner answered it with 'keep'.
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    // Bookings only: the end of free cancellation, from the restaurant's policy when booked
    // (the reservations_cancel_by trigger, drizzle/0011); null for bookings made before it.
    cancelBy: timestamp('cancel_by', { withTimezone: true }),
    keptAt: timestamp('kept_at', { withTimezone: true }),
    // Bookings only: raised by each change in place, so each calendar file's SEQUENCE is higher
    // than the last (ADR 0054); changedAt is the last change's time (its file's DTSTAMP).
    revision: integer('revision').notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_restaurant_date').on(t.restaurantId, t.reservationDate),
    // The reminder sweep's: bookings still owed a reminder, by start.
    index('reservations_reminder_due')
      .using('btree', sql`lower(${t.occupancy})`)
      .where(sql`${t.status} = 'pending' and ${t.reminderQueuedAt} is null`),
    index('reservations_guest').on(t.guestId),
    index('reservations_client_live_holds')
      .on(t.clientKey, t.expiresAt)
      .where(sql`${t.status} = 'hold'`),
    check('reservations_tables', sql`cardinality(${t.tableIds}) between 1 and 4`),
    // The core invariant, `reservations_no_overlap`, is an exclusion constraint drizzle cannot
    // declare (drizzle/0006_seating_engine.sql): never two live claims (status hold, pending or
    // completed) whose tables and occupancy overlap. A hold past its expiry is turned
    // 'expired' inside the claiming transaction before the insert, so no sweeper is needed.
  ],
);

export const postcodeDistricts = pgTable('postcode_districts', {
  district: text('district').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const postcodeSectors = pgTable('postcode_sectors', {
  sector: text('sector').primaryKey(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** Diners. Guests registered at checkout have no password until they reset one. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  // Stored lower-cased: one account per address whatever the capitals.
  email: text('email').notNull().unique(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash'),
  status: text('status', { enum: ['active', 'inactive'] })
    .notNull()
    .default('inactive'),
  registerType: text('register_type', { enum: ['reservation', 'register'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
});

/**
 * A signed-in diner's dietary needs, kept when they ticked 'Remember' at checkout and offered
 * there next time. Health data (UK GDPR special category): apart from `users`, so no session
 * lookup reads it, and deleted with the account (ADR 0055).
 */
export const dietaryNeeds = pgTable('dietary_needs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allergens: text('allergens').array().notNull(),
  notes: text('notes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Bearer sessions, activation links and reset grants: only a hash of each secret is kept,
 * so a copy of the database signs nobody in.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['session', 'activation', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('user_tokens_user').on(t.userId, t.kind)],
);

/** One-time codes for a password reset; `verifiedAt` opens a short single-use reset grant. */
export const passwordOtps = pgTable(
  'password_otps',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    // Handed to whoever verified the code: only they can then set the password.
    resetTokenHash: text('reset_token_hash'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_otps_user').on(t.userId, t.createdAt)],
);

/**
 * A code emailed to the owner of an existing account who books at checkout without signing
 * in: entering it books the held table under that account. Tied to the hold, so one hold
 * can send only a few (RETURNING_GUEST_CODES_PER_HOLD).
 */
export const checkoutCodes = pgTable(
  'checkout_codes',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('checkout_codes_reservation').on(t.reservationId, t.createdAt)],
);

/**
 * Secrets the server makes for itself once, shared by every API process on the database
 * (signing the booking links in emails), so a deployment needs no extra setting for them.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * Email sends and failed sign-ins per address, known or not: the limits count these in the
 * database (so they hold across API processes), and an unknown address is limited exactly
 * like a known one, so the answers cannot tell them apart.
 */
export const emailRequests = pgTable(
  'email_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    // A failed sign-in carries its client's address block: 'sign_in_failure:203.0.113.7'.
    kind: text('kind')
      .$type<'otp' | 'activation' | 'checkout_code' | `sign_in_failure:${string}`>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_requests_email').on(t.email, t.kind, t.createdAt)],
);

/** Contact and partner messages, kept whether or not the operations email goes out. */
export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['contact_us', 'registration'] }).notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  restaurantName: text('restaurant_name'),
  postCode: text('post_code'),
  city: text('city'),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every email sent or, without SMTP, the outbox the dev mailbox lists. */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_messages_to').on(t.to, t.createdAt)],
);

/**
 * Diners waiting for a table (issue 47, ADR 0050): told once by email when a time for their
 * party within their window on that London date can be held, then ended.
 */
export const standbyEntries = pgTable(
  'standby_entries',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // The restaurant's (London) date.
    entryDate: date('entry_date').notNull(),
    numberOfPeople: smallint('number_of_people').notNull(),
    windowStart: time('window_start').notNull(),
    windowEnd: time('window_end').notNull(),
    // Trimmed and lower-cased, as every email field is.
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    // A hash of the client address that asked (the per-address limit).
    clientKey: text('client_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when the entry ends: emailed (notified_at too), left, or past its date.
    endedAt: timestamp('ended_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    // The HH:MM the email offers (the first free time in the window).
    notifiedTime: time('notified_time'),
  },
  (t) => [
    check('standby_entries_window', sql`${t.windowStart} < ${t.windowEnd}`),
    check('standby_entries_party', sql`${t.numberOfPeople} between 1 and 50`),
    check('standby_entries_email', sql`${t.email} = lower(btrim(${t.email})) and ${t.email} <> ''`),
    check(
      'standby_entries_notified',
      sql`${t.notifiedAt} is null or (${t.endedAt} is not null and ${t.notifiedTime} is not null)`,
    ),
    uniqueIndex('standby_entries_one_live')
      .on(t.email, t.restaurantId, t.entryDate, t.windowStart, t.windowEnd)
      .where(sql`${t.endedAt} is null`),
    index('standby_entries_live_day')
      .on(t.restaurantId, t.entryDate)
      .where(sql`${t.endedAt} is null`),
    index('standby_entries_live_client')
      .on(t.clientKey)
      .where(sql`${t.endedAt} is null`),
    index('standby_entries_user').on(t.userId),
  ],
);

/** What a queued booking email needs that the database does not already hold. */
export interface MailOutboxPayload {
  /** The special request as the diner wrote it when booking. */
  noted?: string | null;
  /** The booking's occasion and dietary needs (ADR 0055). */
  occasion?: string | null;
  allergens?: string[];
  dietaryNotes?: string | null;
}

/**
 * Booking emails still to send: written in the same statement or transaction as the booking
 * or cancellation they announce, sent by the mail-outbox worker, and deleted once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', {
      enum: [
        'booking_confirmation',
        'booking_cancellation',
        'booking_reminder',
        'booking_change',
        'standby_table_free',
      ],
    }).notNull(),
    // A booking email's booking, or a standby email's entry: exactly one of the two.
    reservationId: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'cascade',
    }),
    standbyEntryId: integer('standby_entry_id').references(() => standbyEntries.id, {
      onDelete: 'cascade',
    }),
    payload: jsonb('payload').$type<MailOutboxPayload>().notNull().default({}),
    // Claims so far; each claim counts, so a message that crashes its sender is bounded too.
    attempts: smallint('attempts').notNull().default(0),
    // Due from this instant (a claim pushes it a lease ahead); null once given up.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    // One email of each kind per booking, whatever races the requests run.
    uniqueIndex('mail_outbox_one_per_kind').on(t.reservationId, t.kind),
    // One email per standby entry, however many processes matched it.
    uniqueIndex('mail_outbox_one_per_standby_entry').on(t.standbyEntryId),
    check(
      'mail_outbox_one_subject',
      sql`num_nonnulls(${t.reservationId}, ${t.standbyEntryId}) = 1`,
    ),
    index('mail_outbox_due')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.nextAttemptAt} is not null`),
  ],
);

/**
 * Menus and photos uploaded by signed-in users, checked by size, extension and magic bytes.
 * The bytes are a file in UPLOAD_DIR named by `storage_key`; `content` only held them before
 * (ADR 0043), and rows that still have it are moved to disk when the server starts.
 */
export const menuUploads = pgTable(
  'menu_uploads',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, {
      onDelete: 'set null',
    }),
    fileName: text('file_name').notNull(),
    extension: text('extension', { enum: ['png', 'jpg', 'jpeg', 'pdf'] }).notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key'),
    content: bytea('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The daily quota counts one user's uploads of the last 24 hours.
    index('menu_uploads_user_created').on(t.userId, t.createdAt),
    check('menu_uploads_stored', sql`${t.storageKey} is not null or ${t.content} is not null`),
  ],
);

/**
 * Rate limits' counters, shared by every API process (ADR 0059): one row per limit and client
 * (the key hashed: it may hold an address), its hits in the current window. Unlogged
 * (drizzle/0013): a crash may forget them, which only lets a few more requests through.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    keyHash: bytea('key_hash').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_window_ends_at').on(t.windowEndsAt)],
);
