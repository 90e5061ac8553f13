/**
 * better-auth's tables (users, sessions, accounts, verifications) in our database (issue "Accounts" item 1).
 * Property names are better-auth's field names; column names are snake_case. One account per email: `users.email`
 * is unique and always stored lower-cased.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { textRef, timestamps } from './columns';

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /**
     * The organisation an agent or mentor works for (the agency, the company), shown after their role beside their
     * feedback (issue 38 item 1, docs/decisions/0022); given at agent sign-up or on /account, null when not given.
     * better-auth's additional field `organisation`.
     */
    organisation: text('organisation'),
    /** When staff disabled the account: it has no session and cannot sign in until enabled again. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // The application lower-cases emails; the database refuses a row that is not.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: textRef('user_id', () => users.id),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: textRef('user_id', () => users.id),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password hash (scrypt) of the credential account; never selected by our own queries. */
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    /** SHA-256 (base64url) of `reset-password:{token}`: tokens are stored hashed, with no readable prefix. */
    identifier: text('identifier').notNull(),
    /** The user id of a reset link; the account's other links are ended by it (features/auth/email-links.ts). */
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
