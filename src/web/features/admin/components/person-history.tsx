/**
 * The recorded staff actions on a person, newest first (issue "Staff operations" item 4): what was done in words
 * (utils/staff-action.ts), what it was about (the module, the list), who did it (an admin's email, or the admin
 * command line) and when.
 */
import { personMessages as m } from '@shared/messages/people';
import type { PersonDetail } from '@shared/schemas/people';
import { formatDateTime } from '@web/lib/format-date';
import { auditMessages } from '@shared/messages/audit';
import { actorName, describeStaffAction } from '../utils/staff-action';

export function PersonHistory({ userId, history }: { userId: string; history: PersonDetail['history'] }) {
  const headingId = `person-${userId}-history`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-lg font-semibold">
        {m.historyTitle}
      </h4>
      {history.length === 0 ? (
        <p className="text-muted-foreground">{m.noHistory}</p>
      ) : (
        <ol aria-labelledby={headingId} className="space-y-3 border-l-2 pl-4">
          {history.map((action) => {
            const said = describeStaffAction(action.kind, action.details);
            return (
              <li key={action.id} className="grid gap-1">
                <p className="font-medium">{said.label}</p>
                {said.details.map((line) => (
                  <p key={line} className="text-sm break-words">
                    {line}
                  </p>
                ))}
                <p className="text-sm text-muted-foreground">
                  {auditMessages.byWhom(actorName(action.actor), formatDateTime(action.createdAt))}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
