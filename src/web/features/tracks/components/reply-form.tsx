/** A reply in a comment's thread (docs/decisions/0022); a refusal keeps the text and shows the server's message. */
import { Loader2, Reply } from 'lucide-react';
import { TRACK_COMMENT_MAX } from '@shared/limits/tracks';
import { trackPageMessages as m } from '@shared/messages/track-pages';
import { replyBodySchema } from '@shared/schemas/tracks';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { useApiForm } from '@web/lib/use-api-form';
import { useAddReply } from '../api/add-reply';

const FIELDS = ['body'] as const;
const EMPTY = { body: '' };

export interface ReplyFormProps {
  trackId: string;
  versionNumber: number;
  commentId: string;
  /** Who wrote the comment (the field's label names them). */
  author: string;
}

/** The reply form under a comment. */
export function ReplyForm({ trackId, versionNumber, commentId, author }: ReplyFormProps) {
  const { form, submitting, prerenderPass, submitRef, onSubmit, message } = useApiForm({
    schema: replyBodySchema,
    empty: EMPTY,
    mutation: useAddReply(trackId, versionNumber, commentId),
    fields: FIELDS,
    message: { success: m.replySent, failure: (error) => error.message || m.commentFailure },
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <form noValidate onSubmit={onSubmit()} aria-label={m.replyLabel(author)} className="grid gap-2">
      <FormField id={`reply-${commentId}`} label={m.replyLabel(author)} error={errors.body?.message}>
        {(control) => (
          <Textarea
            {...control}
            {...register('body')}
            rows={2}
            maxLength={TRACK_COMMENT_MAX}
            disabled={submitting}
          />
        )}
      </FormField>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div>
        <Button
          ref={submitRef}
          type="submit"
          size="sm"
          variant="outline"
          disabled={submitting || prerenderPass}
        >
          {submitting ? <Loader2 aria-hidden className="animate-spin" /> : <Reply aria-hidden />}
          {m.reply}
        </Button>
      </div>
    </form>
  );
}
