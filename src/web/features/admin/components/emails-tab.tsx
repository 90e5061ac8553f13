/**
 * The Emails tab of /admin (issue "Staff operations" item 6): every email the site queues — waiting, sent, or
 * failed after every attempt — newest first, filtered by status and by kind, with Retry on a failed one. The tab
 * itself shows the number of failed emails (admin-page.tsx).
 */
import { useState } from 'react';
import { emailMessages as m } from '@shared/messages/emails';
import { EMAIL_KINDS, EMAIL_STATUSES, type EmailKind, type EmailStatus } from '@shared/limits/emails';
import { Label } from '@web/components/ui/label';
import { Select } from '@web/components/ui/select';
import { EmailList } from './email-list';

const isStatus = (value: string): value is EmailStatus => EMAIL_STATUSES.some((each) => each === value);
const isKind = (value: string): value is EmailKind => EMAIL_KINDS.some((each) => each === value);

export function EmailsTab() {
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const [kind, setKind] = useState<EmailKind | null>(null);
  return (
    <section aria-labelledby="admin-emails-heading" className="space-y-4">
      <div>
        <h2 id="admin-emails-heading" className="text-xl font-semibold">
          {m.title}
        </h2>
        <p className="text-muted-foreground">{m.description}</p>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid w-full gap-2 sm:w-56">
          <Label htmlFor="emails-status">{m.statusFilter}</Label>
          <Select
            id="emails-status"
            value={status ?? ''}
            onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : null)}
          >
            <option value="">{m.allStatuses}</option>
            {EMAIL_STATUSES.map((each) => (
              <option key={each} value={each}>
                {m.statuses[each]}
              </option>
            ))}
          </Select>
        </div>
        <div className="grid w-full gap-2 sm:w-56">
          <Label htmlFor="emails-kind">{m.kindFilter}</Label>
          <Select
            id="emails-kind"
            value={kind ?? ''}
            onChange={(event) => setKind(isKind(event.target.value) ? event.target.value : null)}
          >
            <option value="">{m.allKinds}</option>
            {EMAIL_KINDS.map((each) => (
              <option key={each} value={each}>
                {m.kinds[each]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <EmailList status={status} kind={kind} />
    </section>
  );
}
