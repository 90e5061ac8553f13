/**
 * The account's details (docs/decisions/0015): the name certificates print (with the one sentence that says so),
 * the stage name, and the email shown read-only. An account that earns no certificates (an agent, or a mentor or
 * admin without learner access; issue 38 items 1 and 8) is asked for its name as artists see it beside its feedback
 * instead, without the stage name (left as it is), and for its organisation, optional, shown after its role there.
 * Validated by the shared schema, saved with `PATCH /api/account`;
 * a failure keeps what was typed and shows the server's field messages on the fields, and leaving with unsaved
 * changes asks first.
 */
import { Loader2 } from 'lucide-react';
import { ACCOUNT_LIMITS as L } from '@shared/limits/account';
import { accountPageMessages as m } from '@shared/messages/account';
import { accountDetailsSchema, type Account } from '@shared/schemas/account';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { useApiForm } from '@web/lib/use-api-form';
import { useLeaveGuard } from '@web/lib/use-leave-guard';
import { useSaveAccount } from '../api/save-account';

/** Form order: the first field the server rejects takes focus. */
const FIELDS = ['name', 'stageName', 'organisation'] as const;

/** The form's values for `account`: empty fields where it has no value. */
function valuesOf(account: Account): { name: string; stageName: string; organisation: string } {
  return {
    name: account.name ?? '',
    stageName: account.stageName ?? '',
    organisation: account.organisation ?? '',
  };
}

export interface AccountDetailsFormProps {
  account: Account;
  /** The account is a learner (artist access): its name is the one certificates print. */
  learner: boolean;
}

/** The details form, opened with `account`'s values; after a save it holds the saved ones. */
export function AccountDetailsForm({ account, learner }: AccountDetailsFormProps) {
  const { form, submitting, prerenderPass, submitRef, onSubmit, message } = useApiForm({
    schema: accountDetailsSchema,
    empty: valuesOf(account),
    mutation: useSaveAccount(),
    fields: FIELDS,
    message: { success: m.saved, failure: () => m.saveFailure },
    // The saved values (trimmed by the server) become the form's own, so it is no longer "changed".
    keepValues: true,
    onSuccess: (saved) => form.reset(valuesOf(saved)),
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useLeaveGuard(isDirty, m.leaveWarning);

  return (
    <form noValidate onSubmit={onSubmit()} aria-label={m.detailsTitle} className="grid gap-5">
      <FormField
        id="account-name"
        label={learner ? m.labels.name : m.labels.displayName}
        required
        hint={learner ? m.certificateNote : m.displayNameNote}
        error={errors.name?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('name')}
            autoComplete="name"
            maxLength={L.name}
            disabled={submitting}
          />
        )}
      </FormField>
      {learner && (
        <FormField
          id="account-stage-name"
          label={m.labels.stageName}
          hint={m.stageNameHint}
          error={errors.stageName?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('stageName')}
              autoComplete="nickname"
              maxLength={L.stageName}
              disabled={submitting}
            />
          )}
        </FormField>
      )}
      {!learner && (
        <FormField
          id="account-organisation"
          label={m.labels.organisation}
          hint={m.organisationHint}
          error={errors.organisation?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('organisation')}
              autoComplete="organization"
              maxLength={L.organisation}
              disabled={submitting}
            />
          )}
        </FormField>
      )}
      <FormField id="account-email" label={m.labels.email} hint={m.emailHint}>
        {(control) => <Input {...control} type="email" value={account.email} readOnly autoComplete="email" />}
      </FormField>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div>
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting && <Loader2 aria-hidden className="animate-spin" />}
          {submitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
