/**
 * The agent portal's departments and their resources (site-and-portals.md §3 "Department", "Department resource",
 * §2.13). Departments are reference data, seeded by migration; resources are added by agents.
 */
import { desc } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uuidRef } from './columns';
import { users } from './auth';

export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** anr, social, touring, sync, legal, admin-it. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('departments_slug_key').on(t.slug),
    index('departments_sort_order_idx').on(t.sortOrder),
  ],
);

export const departmentResources = pgTable(
  'department_resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    departmentId: uuidRef('department_id', () => departments.id),
    title: text('title').notNull(),
    url: text('url'),
    /** `{slug}/{random id}-{sanitized file name}` on the storage disk; null when there is no file. */
    storagePath: text('storage_path'),
    /** The file's name as it was uploaded (NFC, any script): the name a download is saved under. */
    fileName: text('file_name'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Newest first within a department (§7), with the id as a stable tie-breaker for keyset pages.
    index('department_resources_department_created_idx').on(t.departmentId, desc(t.createdAt), desc(t.id)),
    // Case-insensitive title search (ILIKE '%…%') stays indexed at any size.
    index('department_resources_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
  ],
);
