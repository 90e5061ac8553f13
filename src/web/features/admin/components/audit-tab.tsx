/**
 * The Audit log tab of /admin (issue "Staff operations" item 7): every recorded staff action newest first — allow-list
 * changes, admin roles, disabled accounts, help given to learners, course content edits, emails sent again and the
 * inbox's status changes, notes and decisions — filtered by kind and by person (sent 300 ms after typing stops). The
 * filter is kept in the address (utils/audit-view.ts: `?tab=audit&kind=…&who=…`), so a reload or a shared link shows
 * the same.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { auditMessages as m } from '@shared/messages/audit';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { readAuditView, withAuditView } from '../utils/audit-view';
import { AuditFilters } from './audit-filters';
import { AuditList } from './audit-list';

/** How long the person filter waits after the last keystroke, in ms. */
const SEARCH_DELAY_MS = 300;

export function AuditTab() {
  const [params, setParams] = useSearchParams();
  const view = readAuditView(params);
  const [who, setWho] = useState(view.who);
  const person = useDebouncedValue(who.trim(), SEARCH_DELAY_MS);

  // The settled filter goes to the address (in place of the current entry), so a reload keeps it.
  useEffect(() => {
    if (person !== view.who)
      setParams((current) => withAuditView(current, { who: person }), { replace: true });
  }, [person, view.who, setParams]);

  return (
    <section aria-labelledby="admin-audit-heading" className="space-y-4">
      <div>
        <h2 id="admin-audit-heading" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.description}</p>
      </div>
      <AuditFilters
        kind={view.kind}
        onKindChange={(kind) => setParams((current) => withAuditView(current, { kind }), { replace: true })}
        who={who}
        onWhoChange={setWho}
      />
      <AuditList kind={view.kind} person={person} />
    </section>
  );
}
