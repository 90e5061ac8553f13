/**
 * A staff note on an inbox item (issue "Staff operations" item 1): a text area and 'Add note', sent through the form
 * hook with the shared schema. A saved note joins the history, the text area empties and the outcome is toasted;
 * when saving fails, the text stays for another try, the reason is toasted and a field message from the server
 * shows under the text area.
 */
import { Loader2, MessageSquarePlus } from 'lucide-react';
import { INBOX_NOTE_MAX, type InboxKind } from '@shared/limits/inbox';
import { inboxMessages as m } from '@shared/messages/inbox';
import { inboxNoteBodySchema } from '@shared/schemas/inbox';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { useApiForm } from '@web/lib/use-api-form';
import { useAddInboxNote } from '../api/inbox-note';

const FIELDS = ['note'] as const;
const EMPTY = { note: '' };

export function InboxNoteForm({ kind, id }: { kind: InboxKind; id: string }) {
  const mutation = useAddInboxNote(kind, id);
  const { form, submitting, prerenderPass, submitRef, onSubmit } = useApiForm({
    schema: inboxNoteBodySchema,
    empty: EMPTY,
    mutation,
    fields: FIELDS,
    success: m.noteSaved,
    failure: (error) => ({ title: m.actionFailed, text: error.message }),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit()} className="grid gap-3">
      <FormField id={`inbox-item-${id}-note`} label={m.noteLabel} error={errors.note?.message}>
        {(control) => (
          <Textarea {...control} {...register('note')} maxLength={INBOX_NOTE_MAX} disabled={submitting} />
        )}
      </FormField>
      <Button ref={submitRef} type="submit" className="w-fit" disabled={submitting || prerenderPass}>
        {submitting ? <Loader2 className="animate-spin" aria-hidden /> : <MessageSquarePlus aria-hidden />}
        {m.addNote}
      </Button>
    </form>
  );
}
