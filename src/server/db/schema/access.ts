/**
 * Who may use what (site-and-portals.md §3, §6; training-program.md §3, §6): the two allow-lists, the `artists`
 * records the portal greets by, and `user_roles` for admins.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { textRef, timestamps } from './columns';
import { users } from './auth';

const allowList = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey().defaultRandom(),
      /** Lower-cased. */
      email: text('email').notNull(),
      isEnabled: boolean('is_enabled').notNull().default(true),
      ...timestamps,
    },
    (t) => [
      uniqueIndex(`${name}_email_key`).on(t.email),
      check(`${name}_email_lower_case`, sql`${t.email} = lower(${t.email})`),
    ],
  );

/** `approved_artists (id, email, is_enabled)`: who may sign up and sign in as an artist. */
export const approvedArtists = allowList('approved_artists');
/** `approved_agents`, same shape: who may use the agent portal. */
export const approvedAgents = allowList('approved_agents');

/**
 * `artists (user_id, stage_name, name)`: the artist record, linked to its account by link_artist_user after the
 * email is confirmed. `email` lets staff prepare a record before the account exists.
 */
export const artists = pgTable(
  'artists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    stageName: text('stage_name'),
    name: text('name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('artists_user_id_key').on(t.userId), uniqueIndex('artists_email_key').on(t.email)],
);

/** `user_roles (user_id, role)`: `admin`, and `mentor` (staff who give feedback on learners' tracks), granted by admins. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: textRef('user_id', () => users.id),
    role: text('role', { enum: ['admin', 'mentor'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_roles_user_id_role_key').on(t.userId, t.role)],
);
