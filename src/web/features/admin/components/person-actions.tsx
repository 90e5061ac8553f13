/**
 * What staff do to an account (issue "Staff operations" item 4; docs/decisions/0022): grant or revoke the admin
 * role and the mentor role, disable or enable the account, delete it. Each asks first in a modal dialog naming the
 * email (disabling signs the person out of every session at once; granting the mentor role to someone on no enabled
 * allow-list says they cannot sign in until staff add their email); the outcome is toasted (a warning when the new
 * mentor cannot sign in), and a refusal shows the server's message (the last admin keeps the role; an admin cannot
 * disable or delete their own account, so those buttons are not offered to them). A deletion then shows what was
 * removed, as the server counted it.
 */
import { useState } from 'react';
import {
  Ban,
  CircleCheck,
  GraduationCap,
  type LucideIcon,
  ShieldCheck,
  ShieldOff,
  Trash2,
  UserX,
} from 'lucide-react';
import { toast } from '@web/lib/toast';
import { personMessages as m } from '@shared/messages/people';
import { personTrackMessages as tm } from '@shared/messages/track-pages';
import type { PersonSummary } from '@shared/schemas/people';
import type { AccountDeletion } from '@shared/schemas/tracks';
import { ConfirmButton } from '@web/components/confirm-button';
import { useSetPersonAdmin } from '../api/person-admin';
import { useDeletePerson } from '../api/person-delete';
import { useSetPersonDisabled } from '../api/person-disabled';
import { useSetPersonMentor } from '../api/person-mentor';
import { onNoAllowList, showsCannotSignIn } from '../utils/person-sign-in';

export interface PersonActionsProps {
  person: PersonSummary;
  /** The person is the signed-in admin. */
  isYou: boolean;
}

/** A change that asks first: its button's icon and label, the dialog's texts and the confirming button's look. */
interface Change {
  confirm: { title: string; text: (email: string) => string; confirm: string };
  label: string;
  icon: LucideIcon;
  action: 'default' | 'destructive';
}

const failed = (error: Error) => {
  toast.error(m.actionFailed, { description: error.message });
};

/** What a deletion removed, as the server counted it. */
function DeletionOutcome({ deletion }: { deletion: AccountDeletion }) {
  const rows = Object.entries(tm.removed) as [keyof AccountDeletion['removed'], string][];
  return (
    <section role="status" aria-labelledby="person-deleted-title" className="space-y-2">
      <h4 id="person-deleted-title" className="text-lg font-semibold">
        {tm.deletedTitle}
      </h4>
      <p>{tm.deletedLead(deletion.email)}</p>
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1">
        {rows.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="tabular-nums">{deletion.removed[key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function PersonActions({ person, isYou }: PersonActionsProps) {
  const setAdmin = useSetPersonAdmin(person.userId);
  const setMentor = useSetPersonMentor(person.userId);
  const setDisabled = useSetPersonDisabled(person.userId);
  const remove = useDeletePerson(person.userId);
  const [deletion, setDeletion] = useState<AccountDeletion | null>(null);
  const busy = setAdmin.isPending || setMentor.isPending || setDisabled.isPending || remove.isPending;
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

  const changeMentor = (mentor: boolean) =>
    setMentor.mutateAsync(mentor).then((answer) => {
      const saved = mentor ? tm.mentorGranted : tm.mentorRevoked;
      // The role admits no one: a new mentor on no enabled allow-list cannot sign in (docs/decisions/0022).
      if (mentor && showsCannotSignIn(answer))
        toast.warning(saved.title, { description: m.cannotSignIn.text });
      else toast.success(saved.title, { description: saved.text });
    }, failed);
  const deleteAccount = () =>
    remove.mutateAsync().then((answer) => {
      toast.success(tm.deletedTitle, { description: tm.deletedLead(answer.email) });
      setDeletion(answer);
    }, failed);

  if (deletion) return <DeletionOutcome deletion={deletion} />;

  const mentor: Change = person.mentor
    ? { confirm: tm.confirmRevokeMentor, label: tm.revokeMentor, icon: UserX, action: 'destructive' }
    : {
        confirm: tm.confirmGrantMentor,
        label: tm.grantMentor,
        icon: GraduationCap,
        action: 'default',
      };
  const admin: Change = person.admin
    ? { confirm: m.confirmRevoke, label: m.revokeAdmin, icon: ShieldOff, action: 'destructive' }
    : { confirm: m.confirmGrant, label: m.grantAdmin, icon: ShieldCheck, action: 'default' };
  const access: Change = person.disabledAt
    ? { confirm: m.confirmEnable, label: m.enableAccount, icon: CircleCheck, action: 'default' }
    : { confirm: m.confirmDisable, label: m.disableAccount, icon: Ban, action: 'destructive' };
  /** The button of a change, running `onConfirm` once confirmed. */
  const changeButton = (
    { confirm, label, icon, action }: Change,
    onConfirm: () => Promise<void>,
    pending: boolean,
    description = confirm.text(person.email),
  ) => (
    <ConfirmButton
      icon={icon}
      trigger={label}
      triggerVariant="outline"
      disabled={busy}
      title={confirm.title}
      description={description}
      confirm={{ label: confirm.confirm, variant: action }}
      cancelLabel={m.cancel}
      onConfirm={onConfirm}
      pending={pending}
    />
  );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h4 id={headingId} className="text-lg font-semibold">
        {m.actionsTitle}
      </h4>
      <div className="flex flex-wrap items-center gap-2">
        {changeButton(admin, () => changeAdmin(!person.admin), setAdmin.isPending)}
        {changeButton(
          mentor,
          () => changeMentor(!person.mentor),
          setMentor.isPending,
          !person.mentor && onNoAllowList(person)
            ? `${mentor.confirm.text(person.email)} ${m.cannotSignIn.beforeGrant}`
            : undefined,
        )}
        {isYou && !person.disabledAt ? (
          <p className="text-sm text-muted-foreground">{m.cannotDisableSelf}</p>
        ) : (
          changeButton(access, () => changeDisabled(!person.disabledAt), setDisabled.isPending)
        )}
        {isYou ? (
          <p className="text-sm text-muted-foreground">{tm.cannotDeleteSelf}</p>
        ) : (
          <ConfirmButton
            icon={Trash2}
            trigger={tm.deleteAccount}
            triggerVariant="outline"
            disabled={busy}
            title={tm.confirmDelete.title}
            description={tm.confirmDelete.text(person.email)}
            confirm={{
              label: tm.confirmDelete.confirm,
              pendingLabel: tm.confirmDelete.pending,
              variant: 'destructive',
            }}
            cancelLabel={m.cancel}
            onConfirm={deleteAccount}
            pending={remove.isPending}
          />
        )}
      </div>
    </section>
  );
}
