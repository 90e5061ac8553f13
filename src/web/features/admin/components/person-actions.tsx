/**
 * What staff do to an account (issue "Staff operations" item 4): grant or revoke the admin role, disable or enable
 * the account. Each asks first in a modal dialog naming the email (disabling signs the person out of every session
 * at once); the outcome is toasted, and a refusal shows the server's message (the last admin keeps the role; an
 * admin cannot disable their own account, so that button is not offered to them).
 */
import { Ban, CircleCheck, ShieldCheck, ShieldOff } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { personMessages as m } from '@shared/messages/people';
import type { PersonSummary } from '@shared/schemas/people';
import { ConfirmButton } from '@web/components/confirm-button';
import { useSetPersonAdmin } from '../api/person-admin';
import { useSetPersonDisabled } from '../api/person-disabled';

export interface PersonActionsProps {
  person: PersonSummary;
  /** The person is the signed-in admin. */
  isYou: boolean;
}

const failed = (error: Error) => {
  toast.error(m.actionFailed, { description: error.message });
};

export function PersonActions({ person, isYou }: PersonActionsProps) {
  const setAdmin = useSetPersonAdmin(person.userId);
  const setDisabled = useSetPersonDisabled(person.userId);
  const busy = setAdmin.isPending || setDisabled.isPending;
  const headingId = `person-${person.userId}-actions`;

  const changeAdmin = (admin: boolean) =>
    setAdmin.mutateAsync(admin).then(() => {
      const saved = admin ? m.saved.granted : m.saved.revoked;
      toast.success(saved.title, { description: saved.text });
    }, failed);
  const changeDisabled = (disabled: boolean) =>
    setDisabled.mutateAsync(disabled).then(() => {
      const saved = disabled ? m.saved.disabled : m.saved.enabled;
      toast.success(saved.title, { description: saved.text });
    }, failed);

  const admin = person.admin
    ? { confirm: m.confirmRevoke, label: m.revokeAdmin, icon: ShieldOff, action: 'destructive' as const }
    : { confirm: m.confirmGrant, label: m.grantAdmin, icon: ShieldCheck, action: 'default' as const };
  const AdminIcon = admin.icon;
  const access = person.disabledAt
    ? { confirm: m.confirmEnable, label: m.enableAccount, icon: CircleCheck, action: 'default' as const }
    : { confirm: m.confirmDisable, label: m.disableAccount, icon: Ban, action: 'destructive' as const };
  const AccessIcon = access.icon;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-lg font-semibold">
        {m.actionsTitle}
      </h4>
      <div className="flex flex-wrap items-center gap-2">
        <ConfirmButton
          trigger={
            <>
              <AdminIcon aria-hidden />
              {admin.label}
            </>
          }
          triggerVariant="outline"
          disabled={busy}
          title={admin.confirm.title}
          description={admin.confirm.text(person.email)}
          confirm={{ icon: <AdminIcon aria-hidden />, label: admin.confirm.confirm, variant: admin.action }}
          cancelLabel={m.cancel}
          onConfirm={() => changeAdmin(!person.admin)}
          pending={setAdmin.isPending}
        />
        {isYou && !person.disabledAt ? (
          <p className="text-sm text-muted-foreground">{m.cannotDisableSelf}</p>
        ) : (
          <ConfirmButton
            trigger={
              <>
                <AccessIcon aria-hidden />
                {access.label}
              </>
            }
            triggerVariant="outline"
            disabled={busy}
            title={access.confirm.title}
            description={access.confirm.text(person.email)}
            confirm={{
              icon: <AccessIcon aria-hidden />,
              label: access.confirm.confirm,
              variant: access.action,
            }}
            cancelLabel={m.cancel}
            onConfirm={() => changeDisabled(!person.disabledAt)}
            pending={setDisabled.isPending}
          />
        )}
      </div>
    </section>
  );
}
