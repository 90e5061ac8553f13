/**
 * Adding an email to an allow-list (issue "Staff operations" item 3): one email field and Add, sent through the form
 * hook with the shared schema. A success empties the field and toasts what happened (added; enabled again when the
 * entry was disabled; already on the list, nothing changed); a failure keeps the typed text for another try, toasts
 * the reason and shows a field message from the server under the field.
 */
import { Loader2, Plus } from 'lucide-react';
import { toast } from '@web/lib/toast';
import { EMAIL_MAX_LENGTH } from '@shared/limits/forms';
import { allowListMessages as m } from '@shared/messages/allow-lists';
import { allowListAddBodySchema, type AllowListName } from '@shared/schemas/allow-lists';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useApiForm } from '@web/lib/use-api-form';
import { useAddToAllowList } from '../api/allow-list-add';

const FIELDS = ['email'] as const;
const EMPTY = { email: '' };

export function AllowListAddForm({ list }: { list: AllowListName }) {
  const mutation = useAddToAllowList(list);
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: allowListAddBodySchema,
    empty: EMPTY,
    mutation,
    fields: FIELDS,
    failure: (error) => ({ title: m.actionFailed, text: error.message }),
    onSuccess: (answer) => {
      const email = answer.entry.email;
      const outcome =
        answer.changed === false
          ? m.alreadyThere
          : answer.history[0]?.kind === 'allow_list.enabled'
            ? m.reenabled
            : m.added;
      toast.success(outcome.title, { description: outcome.text(email) });
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit()} className="flex flex-wrap items-start gap-3">
      <FormField
        id={`allow-list-${list}-add`}
        label={m.addLabel[list]}
        error={errors.email?.message}
        className="min-w-0 flex-1 basis-72"
      >
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="off"
            maxLength={EMAIL_MAX_LENGTH}
            disabled={submitting}
          />
        )}
      </FormField>
      <Button ref={submitRef} type="submit" className="mt-7" disabled={submitting || prerenderPass}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <Plus aria-hidden />}
        {m.add}
      </Button>
    </form>
  );
}
