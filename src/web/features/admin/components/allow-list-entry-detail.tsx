/**
 * An allow-list entry's detail (issue "Staff operations" item 3): the email, its state, whether the person has an
 * account, when it was added, Enable or Disable, and every recorded change — added, enabled, disabled — with who
 * made it (an admin's email, or the admin command line) and when, newest first. Opened from the list, the email's
 * heading takes the focus; 'Back to the list' returns to the list with its filter.
 */
import { allowListMessages as m } from '@shared/messages/allow-lists';
import type { AllowListEntryDetail, AllowListName } from '@shared/schemas/allow-lists';
import { formatDateTime } from '@web/lib/format-date';
import { useAllowListEntry } from '../api/allow-list-entry';
import { actorName } from '../utils/staff-action';
import { DetailArticle, DetailFrame } from './detail-frame';
import { AllowListStateBadge } from './allow-list-state-badge';
import { AllowListToggle } from './allow-list-toggle';

export interface AllowListEntryDetailProps {
  list: AllowListName;
  id: string;
  /** The address of the list. */
  backHref: string;
  /** Called as the admin goes back to the list. */
  onBack: () => void;
}

export function AllowListEntryDetailView({ list, id, backHref, onBack }: AllowListEntryDetailProps) {
  return (
    <DetailFrame query={useAllowListEntry(list, id)} backHref={backHref} onBack={onBack} messages={m}>
      {(answer) => <EntryDetail list={list} answer={answer} />}
    </DetailFrame>
  );
}

function EntryDetail({ list, answer }: { list: AllowListName; answer: AllowListEntryDetail }) {
  const { entry, history } = answer;
  const ids = { heading: `allow-list-entry-${entry.id}`, history: `allow-list-entry-${entry.id}-history` };

  return (
    <DetailArticle
      headingId={ids.heading}
      title={entry.email}
      breakClass="break-all"
      subtitle={
        <p className="text-sm text-muted-foreground">
          {m.lists[list]} · {entry.hasAccount ? m.hasAccount : m.noAccount} ·{' '}
          <time dateTime={entry.createdAt}>{m.addedOn(formatDateTime(entry.createdAt))}</time>
        </p>
      }
      aside={
        <div className="flex flex-wrap items-center gap-3">
          <AllowListStateBadge isEnabled={entry.isEnabled} />
          <AllowListToggle list={list} entry={entry} />
        </div>
      }
    >
      <section aria-labelledby={ids.history} className="space-y-3">
        <h4 id={ids.history} className="text-lg font-semibold">
          {m.history}
        </h4>
        {history.length === 0 ? (
          <p className="text-muted-foreground">{m.noHistory}</p>
        ) : (
          <ol aria-labelledby={ids.history} className="space-y-3 border-l-2 pl-4">
            {history.map((change) => (
              <li key={change.id} className="grid gap-1">
                <p className="font-medium">{m.changes[change.kind]}</p>
                <p className="text-sm text-muted-foreground">
                  {m.byWhom(actorName(change.actor), formatDateTime(change.createdAt))}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
    </DetailArticle>
  );
}
