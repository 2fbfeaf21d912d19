import * as pg from 'drizzle-orm/pg-core';

/** better-auth's own tables (user, session, account, verification, two-factor), with plural names and uuid ids. */
export const users = pg.pgTable('users', {
  id: pg.uuid('id').primaryKey().defaultRandom(),
  name: pg.text('name').notNull(),
  email: pg.text('email').notNull().unique(),
  emailVerified: pg.boolean('email_verified').notNull().default(false),
  image: pg.text('image'),
  twoFactorEnabled: pg.boolean('two_factor_enabled').notNull().default(false),
  /** Signs in with the password alone even where a second factor is required: set only by the demo seed. */
  twoFactorExempt: pg.boolean('two_factor_exempt').notNull().default(false),
  /** Set while an organisation admin has deactivated the user: no session, sign-in or API key of theirs works. */
  deactivatedAt: pg.timestamp('deactivated_at', { withTimezone: true }),
  createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pg.pgTable(
  'sessions',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    token: pg.text('token').notNull().unique(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: pg.text('ip_address'),
    userAgent: pg.text('user_agent'),
    userId: pg
      .uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [pg.index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pg.pgTable(
  'accounts',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    accountId: pg.text('account_id').notNull(),
    providerId: pg.text('provider_id').notNull(),
    userId: pg
      .uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: pg.text('access_token'),
    refreshToken: pg.text('refresh_token'),
    idToken: pg.text('id_token'),
    accessTokenExpiresAt: pg.timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: pg.timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: pg.text('scope'),
    password: pg.text('password'),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pg.pgTable(
  'verifications',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    identifier: pg.text('identifier').notNull(),
    value: pg.text('value').notNull(),
    expiresAt: pg.timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index('verifications_identifier_idx').on(t.identifier)],
);

/** An authenticator-app secret and the recovery codes, both encrypted with AUTH_SECRET by better-auth. */
export const twoFactors = pg.pgTable(
  'two_factors',
  {
    id: pg.uuid('id').primaryKey().defaultRandom(),
    secret: pg.text('secret').notNull(),
    backupCodes: pg.text('backup_codes').notNull(),
    userId: pg
      .uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** False until the first code from the app confirmed the set-up. */
    verified: pg.boolean('verified').notNull().default(true),
    failedVerificationCount: pg.integer('failed_verification_count').notNull().default(0),
    lockedUntil: pg.timestamp('locked_until', { withTimezone: true }),
    /** The 30-second step of the last code that signed in: a code is accepted once (RFC 6238 §5.2), in every process. */
    lastUsedStep: pg.bigint('last_used_step', { mode: 'number' }),
  },
  (t) => [pg.index('two_factors_user_id_idx').on(t.userId)],
);

/** Failed sign-in attempts per key (account, address, or both), shared by every server process. */
export const signInFailures = pg.pgTable('sign_in_failures', {
  key: pg.text('key').primaryKey(),
  count: pg.integer('count').notNull(),
  windowStartedAt: pg.timestamp('window_started_at', { withTimezone: true }).notNull(),
  lastFailedAt: pg.timestamp('last_failed_at', { withTimezone: true }).notNull(),
});

/**
 * The addresses (grouped as the sign-in limits count them) an account has fully signed in from, and when it last did:
 * for 30 days after, the account-wide failure limit does not hold its owner there.
 */
export const knownSignInAddresses = pg.pgTable(
  'known_sign_in_addresses',
  {
    userId: pg
      .uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: pg.text('address').notNull(),
    lastSignedInAt: pg.timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.address] })],
);
