/**
 * What the Audit log tab shows, kept in the address beside `?tab=audit` so a reload or a shared link opens it again:
 * `kind` (one kind of action; absent: every kind) and `who` (the person filter: part of the email of the admin who
 * acted or of the person acted on). Unknown values read as absent.
 */
import { AUDIT_KINDS, type AuditKind } from '@shared/schemas/audit';

/** The Audit log tab's state as the address holds it. */
export interface AuditView {
  kind: AuditKind | null;
  who: string;
}

/** The address parameters of the Audit log tab (the admin page clears them when another tab is chosen). */
export const AUDIT_VIEW_PARAMS = ['kind', 'who'] as const;

/** Whether `value` is a kind of the audit log. */
export const isAuditKind = (value: string | null): value is AuditKind =>
  AUDIT_KINDS.some((kind) => kind === value);

/** Reads the Audit log tab's state from the address's parameters. */
export function readAuditView(params: URLSearchParams): AuditView {
  const kind = params.get('kind');
  return { kind: isAuditKind(kind) ? kind : null, who: params.get('who') ?? '' };
}

/**
 * The address's parameters with `change` applied to the Audit log tab's state, every other parameter (`tab`) kept.
 * A default (every kind, no person) leaves its parameter out.
 */
export function withAuditView(params: URLSearchParams, change: Partial<AuditView>): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: (typeof AUDIT_VIEW_PARAMS)[number], value: string | null | undefined) => {
    if (value === undefined) return;
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set('kind', change.kind);
  set('who', change.who);
  return next;
}
