/** Column builders the schema files share; each gives the same SQL as the column written out. */
import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** `created_at` and `updated_at`: `timestamptz not null default now()`. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A `uuid not null` column referencing `target`; its row goes when the target's does. */
export const uuidRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A `text not null` column referencing `target` (a user's id, say); its row goes when the target's does. */
export const textRef = <N extends string>(name: N, target: () => AnyPgColumn) =>
  text(name).notNull().references(target, { onDelete: 'cascade' });
