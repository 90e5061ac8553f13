/**
 * How the staff inbox reads each kind of submission (issue "Staff operations" item 1): program applications
 * (training-program.md §3), artist-intake applications (site-and-portals.md §2.10), contact messages (§2.9) and
 * touring inquiries (§2.11) — each kind's table, the rows that are that kind, its name, one-line summary and every
 * field the person submitted, with the links that are safe to open; and the filters of a list or an export.
 */
import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { InboxField, InboxFilterQuery } from '@shared/schemas/inbox';
import type { InboxKind } from '@shared/limits/inbox';
import { containsPattern } from '../../db/like-pattern';
import { contactMessages, enrollmentApplications, touringInquiries } from '../../db/schema/index';
import { SUBMISSION_FIELDS, type FieldSource } from '../../mail/submission-fields';

/** How one kind of submission is read: its table, the rows it holds, and what the inbox shows of a row. */
export interface KindSource {
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  status: AnyPgColumn;
  email: AnyPgColumn;
  /** Rows of the table that are this kind (two kinds share the applications table). */
  scope: SQL | undefined;
  /** The columns read for the detail and the CSV; named, never `*`. */
  columns: Record<string, AnyPgColumn>;
  /** The name shown for a row, as SQL (for the list and the search). */
  name: SQL<string>;
  /** The one line shown under the name, as SQL. */
  summary: SQL<string>;
  /** Every field the person submitted, in the form's order. */
  fields(row: object): FieldSource[];
  /** Applications only: staff's decision and when and by whom it was made. */
  decision?: { decision: AnyPgColumn; decidedAt: AnyPgColumn; decidedBy: AnyPgColumn };
}

const a = enrollmentApplications;
const applicationColumns = {
  firstName: a.firstName,
  lastName: a.lastName,
  stageName: a.stageName,
  email: a.email,
  phone: a.phone,
  musicGenres: a.musicGenres,
  location: a.location,
  experienceLevel: a.experienceLevel,
  goals: a.goals,
  whyProgram: a.whyProgram,
  socialMediaLinks: a.socialMediaLinks,
};
const applicantName = sql<string>`trim(${a.firstName} || ' ' || ${a.lastName})`;

const c = contactMessages;
const contactColumns = { name: c.name, email: c.email, subject: c.subject, message: c.message };

const t = touringInquiries;
const touringColumns = {
  stageName: t.stageName,
  contactNameRole: t.contactNameRole,
  email: t.email,
  phone: t.phone,
  genres: t.genres,
  links: t.links,
  regions: t.regions,
  startDate: t.startDate,
  budget: t.budget,
  services: t.services,
  notes: t.notes,
};

export const SOURCES: { [K in InboxKind]: KindSource } = {
  'program-applications': {
    table: a,
    id: a.id,
    createdAt: a.createdAt,
    status: a.status,
    email: a.email,
    scope: eq(a.form, 'program'),
    decision: { decision: a.decision, decidedAt: a.decidedAt, decidedBy: a.decidedBy },
    columns: applicationColumns,
    name: applicantName,
    summary: sql<string>`coalesce(${a.stageName}, '')`,
    fields: SUBMISSION_FIELDS['program-applications'],
  },
  'artist-intake': {
    table: a,
    id: a.id,
    createdAt: a.createdAt,
    status: a.status,
    email: a.email,
    scope: eq(a.form, 'artist-intake'),
    decision: { decision: a.decision, decidedAt: a.decidedAt, decidedBy: a.decidedBy },
    columns: applicationColumns,
    name: sql<string>`coalesce(${a.stageName}, ${applicantName})`,
    summary: applicantName,
    fields: SUBMISSION_FIELDS['artist-intake'],
  },
  'contact-messages': {
    table: c,
    id: c.id,
    createdAt: c.createdAt,
    status: c.status,
    email: c.email,
    scope: undefined,
    columns: contactColumns,
    name: sql<string>`${c.name}`,
    summary: sql<string>`${c.subject}`,
    fields: SUBMISSION_FIELDS['contact-messages'],
  },
  'touring-inquiries': {
    table: t,
    id: t.id,
    createdAt: t.createdAt,
    status: t.status,
    email: t.email,
    scope: undefined,
    columns: touringColumns,
    name: sql<string>`${t.stageName}`,
    summary: sql<string>`${t.regions}`,
    fields: SUBMISSION_FIELDS['touring-inquiries'],
  },
};

/**
 * The address a field may link to, or null: `mailto:`/`tel:` built from the value, or the value itself when it is
 * one `http:` or `https:` address (a handle such as `@nova`, or a script address, links nowhere).
 */
function safeHref(value: string, link: FieldSource[2]): string | null {
  const text = value.trim();
  if (!link || text === '') return null;
  if (link === 'mailto') return `mailto:${encodeURIComponent(text).replace('%40', '@')}`;
  if (link === 'tel') {
    const digits = text.replace(/[^\d+]/g, '');
    return digits.length > 0 ? `tel:${digits}` : null;
  }
  if (/\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The fields of a submission as the detail and the CSV show them: text values, and the links safe to open. */
export function shownFields(sources: FieldSource[]): InboxField[] {
  return sources.map(([label, value, link]) => {
    const text = value === null ? '' : typeof value === 'string' ? value : value.join(', ');
    return { label, value: text, href: safeHref(text, link) };
  });
}

/** `filter` within the rows of `source`'s kind. */
export function inKind(source: KindSource, filter: SQL): SQL {
  return source.scope ? and(source.scope, filter)! : filter;
}

/** The filters of a list or an export: the kind, the status (all but archived by default), the search. */
export function filtersOf(source: KindSource, query: InboxFilterQuery): SQL[] {
  const filters: SQL[] = [];
  if (source.scope) filters.push(source.scope);
  filters.push(query.status ? eq(source.status, query.status) : ne(source.status, 'archived'));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(source.name, pattern), ilike(source.email, pattern))!);
  }
  return filters;
}
