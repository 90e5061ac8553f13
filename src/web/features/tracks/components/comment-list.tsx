/**
 * The feedback of a version (docs/decisions/0022): its comments by time, each with its author, moment (a button that
 * seeks there), thread and state; the learner marks one resolved (or open again). On version n > 1 it first shows
 * which comments of the previous version were resolved, and the learner can still resolve the open ones.
 */
import { CheckCircle2, CircleDot, RotateCcw } from 'lucide-react';
import { trackPageMessages as m } from '@shared/messages/track-pages';
import type { FeedbackAuthor, TrackComment, TrackPermissions, VersionComments } from '@shared/schemas/tracks';
import { Avatar, AvatarFallback } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/format-date';
import { initialsOf } from '@web/lib/initials';
import { toast } from '@web/lib/toast';
import { useSetCommentResolved } from '../api/set-resolved';
import { formatPosition } from '@shared/track-moments';
import { ReplyForm } from './reply-form';

export interface CommentListProps {
  trackId: string;
  comments: VersionComments;
  permissions: TrackPermissions;
  /** Seeks the player to `ms` (only for the version being played). */
  onSeek: (ms: number) => void;
}

/** Marks a comment resolved or open again (the learner only). */
function ResolveButton({ trackId, comment }: { trackId: string; comment: TrackComment }) {
  const setResolved = useSetCommentResolved(trackId);
  const resolved = comment.resolvedAt !== null;
  const change = () =>
    setResolved.mutate(
      { commentId: comment.id, resolved: !resolved },
      { onError: (error) => toast.error(m.resolveFailed, { description: error.message }) },
    );
  return (
    <Button type="button" size="sm" variant="outline" onClick={change} disabled={setResolved.isPending}>
      {resolved ? <RotateCcw aria-hidden /> : <CheckCircle2 aria-hidden />}
      {resolved ? m.reopen : m.markResolved}
    </Button>
  );
}

/** An author's initials avatar and name (issue 38 item 1; their role and organisation follow); never an email. */
function AuthorName({ author, size = 'md' }: { author: FeedbackAuthor; size?: 'sm' | 'md' }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Avatar aria-hidden className={size === 'sm' ? 'size-6' : undefined}>
        <AvatarFallback className={size === 'sm' ? 'text-[0.625rem]' : undefined}>
          {initialsOf(author.displayName)}
        </AvatarFallback>
      </Avatar>
      <span className="font-semibold">{author.displayName}</span>
    </span>
  );
}

/** A comment's state. */
function StateBadge({ comment }: { comment: TrackComment }) {
  return comment.resolvedAt ? (
    <Badge variant="secondary">
      <CheckCircle2 aria-hidden className="mr-1 size-3" />
      {m.resolved}
    </Badge>
  ) : (
    <Badge variant="outline">
      <CircleDot aria-hidden className="mr-1 size-3" />
      {m.open}
    </Badge>
  );
}

/** One comment with its thread. */
function CommentItem({
  trackId,
  comment,
  permissions,
  onSeek,
}: {
  trackId: string;
  comment: TrackComment;
  permissions: TrackPermissions;
  onSeek?: (ms: number) => void;
}) {
  const time = formatPosition(comment.positionMs);
  return (
    <li className="space-y-3 rounded-md border border-border p-4" aria-label={m.commentAt(time)}>
      <div className="flex flex-wrap items-center gap-2">
        {onSeek ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => onSeek(comment.positionMs)}>
            {time}
          </Button>
        ) : (
          <span className="font-mono text-sm">{time}</span>
        )}
        <AuthorName author={comment.author} />
        <Badge variant="outline">{m.roles[comment.author.role]}</Badge>
        {comment.author.organisation && (
          <span className="text-sm text-muted-foreground">{comment.author.organisation}</span>
        )}
        <StateBadge comment={comment} />
        <span className="text-sm text-muted-foreground">{formatDateTime(comment.createdAt)}</span>
      </div>
      <p className="whitespace-pre-wrap">{comment.body}</p>
      {comment.replies.length > 0 && (
        <ul className="space-y-2 border-l-2 border-border pl-4">
          {comment.replies.map((reply) => (
            <li key={reply.id} className="space-y-1">
              <p className="flex flex-wrap items-center gap-2 text-sm">
                <AuthorName author={reply.author} size="sm" />
                <span className="text-muted-foreground">
                  {m.roleAndOrganisation(m.roles[reply.author.role], reply.author.organisation)} ·{' '}
                  {formatDateTime(reply.createdAt)}
                </span>
              </p>
              <p className="whitespace-pre-wrap">{reply.body}</p>
            </li>
          ))}
        </ul>
      )}
      {permissions.canEdit && <ResolveButton trackId={trackId} comment={comment} />}
      {permissions.canComment && onSeek && (
        <ReplyForm
          trackId={trackId}
          versionNumber={comment.versionNumber}
          commentId={comment.id}
          author={comment.author.displayName}
        />
      )}
    </li>
  );
}

/** The feedback of a version, and what became of the previous version's. */
export function CommentList({ trackId, comments, permissions, onSeek }: CommentListProps) {
  const previous = comments.previousVersion;
  const previousAll = previous
    ? [...previous.resolved, ...previous.open].sort((a, b) => a.positionMs - b.positionMs)
    : [];
  return (
    <div className="space-y-6">
      {previous && (
        <section aria-labelledby="previous-feedback-title" className="space-y-3">
          <h3 id="previous-feedback-title" className="text-lg font-semibold">
            {m.previousTitle(previous.versionNumber)}
          </h3>
          {previousAll.length === 0 ? (
            <p className="text-muted-foreground">{m.previousNone}</p>
          ) : (
            <>
              <p className="text-muted-foreground">
                {m.previousSummary(previous.resolved.length, previousAll.length)}
              </p>
              <ul className="space-y-3">
                {previousAll.map((comment) => (
                  <CommentItem
                    key={comment.id}
                    trackId={trackId}
                    comment={comment}
                    permissions={permissions}
                  />
                ))}
              </ul>
            </>
          )}
        </section>
      )}
      {comments.comments.length === 0 ? (
        <p className="text-muted-foreground">{m.noComments}</p>
      ) : (
        <ul className="space-y-3">
          {[...comments.comments]
            .sort((a, b) => a.positionMs - b.positionMs)
            .map((comment) => (
              <CommentItem
                key={comment.id}
                trackId={trackId}
                comment={comment}
                permissions={permissions}
                onSeek={onSeek}
              />
            ))}
        </ul>
      )}
    </div>
  );
}
