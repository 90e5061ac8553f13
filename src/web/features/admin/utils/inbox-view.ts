/**
 * What the Inbox tab shows, kept in the address beside `?tab=inbox` so a reload or a shared link opens it again:
 * `kind` (the list; the first kind when absent), `status` (absent: every item but the archived ones), `q` (the
 * search) and `item` (the open item's id). Unknown values read as absent.
 */
import { INBOX_KINDS, INBOX_STATUSES, type InboxKind, type InboxStatus } from '@shared/limits/inbox';

/** The Inbox tab's state as the address holds it. */
export interface InboxView {
  kind: InboxKind;
  status: InboxStatus | null;
  q: string;
  item: string | null;
}

/** The address parameters of the Inbox tab (the admin page clears them when another tab is chosen). */
export const INBOX_VIEW_PARAMS = ['kind', 'status', 'q', 'item'] as const;

const isKind = (value: string | null): value is InboxKind => INBOX_KINDS.some((kind) => kind === value);
const isStatus = (value: string | null): value is InboxStatus =>
  INBOX_STATUSES.some((status) => status === value);

/** Reads the Inbox tab's state from the address's parameters. */
export function readInboxView(params: URLSearchParams): InboxView {
  const kind = params.get('kind');
  const status = params.get('status');
  const item = params.get('item');
  return {
    kind: isKind(kind) ? kind : INBOX_KINDS[0],
    status: isStatus(status) ? status : null,
    q: params.get('q') ?? '',
    item: item || null,
  };
}

/**
 * The address's parameters with `change` applied to the Inbox tab's state, every other parameter (`tab`) kept.
 * A default (the first kind, no status, an empty search, no item) leaves its parameter out.
 */
export function withInboxView(params: URLSearchParams, change: Partial<InboxView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: (typeof INBOX_VIEW_PARAMS)[number], value: string | null | undefined) => {
    if (value === undefined) return;
    if (value) next.set(name, value);
    else next.delete(name);
  };
  if (change.kind !== undefined) set('kind', change.kind === INBOX_KINDS[0] ? null : change.kind);
  set('status', change.status);
  set('q', change.q);
  set('item', change.item);
  return next;
}
