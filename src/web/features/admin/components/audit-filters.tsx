/**
 * The filter of the audit log (issue "Staff operations" item 7): one kind of action (grouped: allow-lists, accounts,
 * help given to learners, course content, emails, inbox) or every kind, and a person (part of the email of the admin
 * who acted or of the person acted on).
 */
import { STAFF_SEARCH_MAX } from '@shared/limits/staff';
import { auditMessages as m } from '@shared/messages/audit';
import type { AuditKind } from '@shared/schemas/audit';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { isAuditKind } from '../utils/audit-view';
import { AUDIT_KIND_GROUPS } from '../utils/staff-action';
import { SearchField } from './search-field';

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
      <SearchField
        id="audit-who"
        label={m.personFilter}
        placeholder={m.personPlaceholder}
        value={who}
        maxLength={STAFF_SEARCH_MAX}
        onChange={onWhoChange}
      />
    </div>
  );
}
