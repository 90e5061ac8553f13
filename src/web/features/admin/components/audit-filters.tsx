/**
 * The filter of the audit log (issue "Staff operations" item 7): one kind of action (grouped: allow-lists, accounts,
 * help given to learners, course content, emails, inbox) or every kind, and a person (part of the email of the admin
 * who acted or of the person acted on).
 */
import { Search } from 'lucide-react';
import { STAFF_SEARCH_MAX } from '@shared/limits/staff';
import { auditMessages as m } from '@shared/messages/audit';
import type { AuditKind } from '@shared/schemas/audit';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { isAuditKind } from '../utils/audit-view';
import { AUDIT_KIND_GROUPS } from '../utils/staff-action';

export interface AuditFiltersProps {
  /** The kind shown; null for every kind. */
  kind: AuditKind | null;
  onKindChange: (kind: AuditKind | null) => void;
  /** The person box's text, as typed. */
  who: string;
  onWhoChange: (who: string) => void;
}

export function AuditFilters({ kind, onKindChange, who, onWhoChange }: AuditFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="grid w-full gap-2 sm:w-72">
        <Label htmlFor="audit-kind">{m.kindFilter}</Label>
        <Select
          id="audit-kind"
          value={kind ?? ''}
          onChange={(event) => onKindChange(isAuditKind(event.target.value) ? event.target.value : null)}
        >
          <option value="">{m.allKinds}</option>
          {AUDIT_KIND_GROUPS.map(({ group, kinds }) => (
            <optgroup key={group} label={m.groups[group]}>
              {kinds.map((each) => (
                <option key={each} value={each}>
                  {m.kinds[each]}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <div className="grid min-w-0 flex-1 basis-64 gap-2">
        <Label htmlFor="audit-who">{m.personFilter}</Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="audit-who"
            type="search"
            value={who}
            placeholder={m.personPlaceholder}
            maxLength={STAFF_SEARCH_MAX}
            autoComplete="off"
            onChange={(event) => onWhoChange(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
    </div>
  );
}
