/**
 * A comment at the current playback time (docs/decisions/0022): the form says where it pins ("Comment at 0:12"),
 * following the player until the first character is typed, then keeping that moment until it is sent. A refusal
 * keeps the text and shows the server's message (e.g. a position past the end).
 */
import { Loader2, Send } from 'lucide-react';
import { useState } from 'react';
import { TRACK_COMMENT_MAX } from '@shared/limits/tracks';
import { trackPageMessages as m } from '@shared/messages/track-pages';
import { replyBodySchema } from '@shared/schemas/tracks';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/textarea';
import { FormMessage } from '@web/lib/auth/components/form-message';
import { useApiForm } from '@web/lib/use-api-form';
import { useAddComment } from '../api/add-comment';
import { formatPosition } from '@shared/track-moments';

const FIELDS = ['body'] as const;
const EMPTY = { body: '' };

export interface CommentFormProps {
  trackId: string;
  versionNumber: number;
  /** The player's position now, in ms. */
  currentMs: number;
}

/** The comment form of a version. */
export function CommentForm({ trackId, versionNumber, currentMs }: CommentFormProps) {
  const [pinnedMs, setPinnedMs] = useState<number | null>(null);
  const positionMs = pinnedMs ?? currentMs;
  const { form, submitting, prerenderPass, submitRef, onSubmit, message } = useApiForm({
    schema: replyBodySchema,
    empty: EMPTY,
    mutation: useAddComment(trackId, versionNumber, positionMs),
    fields: FIELDS,
    message: { success: m.commentSent, failure: (error) => error.message || m.commentFailure },
    onSuccess: () => setPinnedMs(null),
  });
  const {
    register,
    formState: { errors },
  } = form;
  const body = register('body', {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === '') setPinnedMs(null);
      else setPinnedMs((pinned) => pinned ?? currentMs);
    },
  });
  const label = m.commentAt(formatPosition(positionMs));

  return (
    <form noValidate onSubmit={onSubmit()} aria-label={label} className="grid gap-3">
      <FormField id={`comment-${versionNumber}`} label={label} error={errors.body?.message}>
        {(control) => (
          <Textarea {...control} {...body} rows={3} maxLength={TRACK_COMMENT_MAX} disabled={submitting} />
        )}
      </FormField>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <div>
        <Button ref={submitRef} type="submit" disabled={submitting || prerenderPass}>
          {submitting ? <Loader2 aria-hidden className="animate-spin" /> : <Send aria-hidden />}
          {submitting ? m.sending : m.send}
        </Button>
      </div>
    </form>
  );
}
