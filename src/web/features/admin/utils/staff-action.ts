/**
 * A recorded staff action in words (issue "Staff operations" items 3, 4, 7), wherever it is shown (the audit log, a
 * person's history): a label for its kind (an allow-list change names its list: "Added to the artist allow-list"),
 * the lines of its details that say what changed (the module and month of help given to a learner, the quiz of a
 * question, the fields an edit changed, the email's kind, the inbox item's kind, status or note), and for an inbox
 * event the address of the item in the Inbox tab. The details come from the server as a plain JSON object: a value
 * of an unexpected type is left out, never shown raw.
 */
import { auditMessages as m } from '@shared/messages/audit';
import { emailMessages } from '@shared/messages/emails';
import { inboxMessages } from '@shared/messages/inbox';
import { ALLOW_LISTS, type AllowListName } from '@shared/schemas/allow-lists';
import type { AuditKind } from '@shared/schemas/audit';
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '@shared/limits/inbox';
import { withInboxView } from './inbox-view';

/** What a record says, in words. */
export interface StaffActionText {
  /** What was done, e.g. "Quiz round reset". */
  label: string;
  /** What else says what changed, one line each (none when the kind says it all). */
  details: string[];
  /** The address of the inbox item an inbox event is about, else null. */
  inboxHref: string | null;
}

/** The kinds of the audit log in the groups of its kind filter, every kind once. */
export const AUDIT_KIND_GROUPS = [
  { group: 'allowLists', kinds: ['allow_list.added', 'allow_list.enabled', 'allow_list.disabled'] },
  {
    group: 'accounts',
    kinds: [
      'admin.granted',
      'admin.revoked',
      'mentor.granted',
      'mentor.revoked',
      'account.disabled',
      'account.enabled',
      'account.deleted',
    ],
  },
  { group: 'learners', kinds: ['quiz_round.reset', 'module.unlocked', 'certificate.revoked'] },
  {
    group: 'content',
    kinds: [
      'question.added',
      'question.edited',
      'question.reordered',
      'question.retired',
      'question.deleted',
      'module.edited',
      'file.uploaded',
      'file.renamed',
      'file.deleted',
    ],
  },
  { group: 'emails', kinds: ['email.retried'] },
  { group: 'inbox', kinds: ['inbox.status', 'inbox.note', 'inbox.approved', 'inbox.declined'] },
] as const satisfies readonly { group: keyof typeof m.groups; kinds: readonly AuditKind[] }[];

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const whole = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);
const isList = (value: unknown): value is AllowListName => ALLOW_LISTS.some((list) => list === value);
const isInboxKind = (value: unknown): value is InboxKind => INBOX_KINDS.some((kind) => kind === value);
const isInboxStatus = (value: unknown): value is InboxStatus =>
  INBOX_STATUSES.some((status) => status === value);

/** "program-videos: Lesson two.webm", or nothing without a bucket and a name. */
function fileLine(details: Record<string, unknown>): string[] {
  const bucket = text(details.bucket);
  const name = text(details.displayName) ?? text(details.fileName);
  return bucket && name ? [m.details.file(bucket, name)] : [];
}

/** "Month 2: Title", "Month 2" without a title, or nothing without a month. */
function moduleLine(details: Record<string, unknown>): string[] {
  const month = whole(details.monthNumber);
  if (month === null) return [];
  const title = text(details.title);
  return [title ? m.details.module(month, title) : m.details.monthOnly(month)];
}

/** "Changed: question, options" for the `changed` field names, or nothing. */
function changedLine(details: Record<string, unknown>): string[] {
  const changed = Array.isArray(details.changed)
    ? details.changed.filter((field) => typeof field === 'string')
    : [];
  if (changed.length === 0) return [];
  return [m.details.changed(changed.map((field) => m.fields[field] ?? field).join(', '))];
}

function quizLine(details: Record<string, unknown>): string[] {
  const month = whole(details.monthNumber);
  return month === null ? [] : [m.details.quiz(month)];
}

function inboxText(kind: AuditKind, details: Record<string, unknown>): StaffActionText {
  const itemKind = isInboxKind(details.itemKind) ? details.itemKind : null;
  const itemId = text(details.itemId);
  const lines = itemKind ? [m.details.inboxItem(inboxMessages.kinds[itemKind])] : [];
  if (kind === 'inbox.status' && isInboxStatus(details.status))
    lines.push(m.details.status(inboxMessages.statuses[details.status]));
  const note = text(details.note);
  if (kind === 'inbox.note' && note) lines.push(m.details.note(note));
  const inboxHref =
    itemKind && itemId
      ? `/admin?${withInboxView(new URLSearchParams({ tab: 'inbox' }), { kind: itemKind, item: itemId })}`
      : null;
  return { label: m.kinds[kind], details: lines, inboxHref };
}

/** The record of `kind` with `details`, in words (see the module comment). */
export function describeStaffAction(kind: AuditKind, details: Record<string, unknown>): StaffActionText {
  const plain = (lines: string[] = []): StaffActionText => ({
    label: m.kinds[kind],
    details: lines,
    inboxHref: null,
  });
  switch (kind) {
    case 'allow_list.added':
    case 'allow_list.enabled':
    case 'allow_list.disabled':
      return isList(details.list)
        ? { label: m.allowListKinds[kind](details.list), details: [], inboxHref: null }
        : plain();
    case 'quiz_round.reset':
    case 'module.unlocked':
      return plain(moduleLine(details));
    case 'question.added':
    case 'question.reordered':
    case 'question.retired':
    case 'question.deleted':
      return plain(quizLine(details));
    case 'question.edited':
      return plain([
        ...quizLine(details),
        ...changedLine(details),
        ...(text(details.replacedQuestionId) ? [m.details.replaced] : []),
      ]);
    case 'module.edited':
      return plain([...moduleLine(details), ...changedLine(details)]);
    case 'file.uploaded':
    case 'file.deleted':
      return plain(fileLine(details));
    case 'file.renamed': {
      const [from, to] = [text(details.from), text(details.to)];
      return plain([...fileLine(details), ...(from && to ? [m.details.renamed(from, to)] : [])]);
    }
    case 'certificate.revoked': {
      const [id, reason] = [text(details.certificateId), text(details.reason)];
      return plain([
        ...(id ? [m.details.certificate(id)] : []),
        ...(reason ? [m.details.reason(reason)] : []),
      ]);
    }
    case 'email.retried': {
      const emailKind = text(details.emailKind);
      const kinds: Readonly<Record<string, string>> = emailMessages.kinds;
      return plain(emailKind ? [m.details.emailKind(kinds[emailKind] ?? emailKind)] : []);
    }
    case 'inbox.status':
    case 'inbox.note':
    case 'inbox.approved':
    case 'inbox.declined':
      return inboxText(kind, details);
    case 'admin.granted':
    case 'admin.revoked':
    case 'mentor.granted':
    case 'mentor.revoked':
    case 'account.disabled':
    case 'account.enabled':
    case 'account.deleted':
      return plain();
  }
}

/** Who acted: the admin's email, or the admin command line when there is none. */
export function actorName(actor: string | null): string {
  return actor ?? m.commandLine;
}
