/**
 * The learner's email about feedback on their track (issue "Press kits and feedback on tracks" item 3;
 * docs/decisions/0022): feedback from anyone but the learner emails the learner, at most once per track per hour.
 */
import { and, eq, sql } from 'drizzle-orm';
import { FEEDBACK_EMAIL_INTERVAL_MS } from '@shared/limits/tracks';
import { feedbackAuthorMessages } from '@shared/messages/tracks';
import { trackMomentPath } from '@shared/track-moments';
import type { Tx } from '../../db/client';
import { profiles, tracks, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { enqueueEmail } from '../../mail/email-queue';
import { greetingNameOf } from '../../mail/progress';
import { feedbackEmail } from '../../mail/templates/feedback-email';
import type { TrackRow } from './access';
import { authorsOf } from './comments';

/** The feedback an email is about: a comment, or a reply with its comment's moment. */
export interface FeedbackNews {
  kind: 'comment' | 'reply';
  /** The comment's or the reply's text. */
  body: string;
  versionNumber: number;
  /** The comment's moment, ms. */
  positionMs: number;
}

/**
 * Emails the learner of `track` about `news` by `authorId` (named with their role and, for an agent or mentor who
 * gave one, their organisation; the text quoted, its moment
 * linked: `/tracks/{id}?v=N&t=SECONDS`), unless they were emailed about this track within
 * {@link FEEDBACK_EMAIL_INTERVAL_MS}, in the caller's transaction. The claim is one conditional UPDATE: of two
 * transactions at once, the second waits for the first and then finds the time already set, so one email goes.
 * Nothing for feedback by the learner, or a disabled account.
 *
 * @returns whether an email was queued (call `emailWorker.kick()` after the commit).
 */
export async function notifyLearner(
  tx: Tx,
  deps: Pick<AppDeps, 'env'>,
  track: TrackRow,
  authorId: string,
  news: FeedbackNews,
): Promise<boolean> {
  if (authorId === track.userId || track.ownerDisabledAt) return false;
  const claimed = await tx
    .update(tracks)
    .set({ feedbackNotifiedAt: sql`now()` })
    .where(
      and(
        eq(tracks.id, track.id),
        sql`(${tracks.feedbackNotifiedAt} is null or ${tracks.feedbackNotifiedAt} <= now() - make_interval(secs => ${FEEDBACK_EMAIL_INTERVAL_MS / 1000}))`,
      ),
    )
    .returning({ id: tracks.id });
  if (claimed.length === 0) return false;
  const [recipient] = await tx
    .select({ name: users.name, profileName: profiles.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, track.userId));
  const author = (await authorsOf(tx, [authorId], track.userId)).get(authorId);
  await enqueueEmail(
    tx,
    feedbackEmail({
      to: track.ownerEmail,
      greetingName: greetingNameOf(recipient?.profileName ?? null, recipient?.name ?? null),
      brandName: deps.env.site.brandName,
      programAddress: deps.env.site.addresses.program,
      trackTitle: track.title,
      authorName: author?.displayName ?? feedbackAuthorMessages.fallbackName.peer,
      authorRole: feedbackAuthorMessages.roleAndOrganisation(
        feedbackAuthorMessages.roles[author?.role ?? 'peer'],
        author?.organisation ?? null,
      ),
      kind: news.kind,
      body: news.body,
      versionNumber: news.versionNumber,
      positionMs: news.positionMs,
      link: `${deps.env.PUBLIC_URL}${trackMomentPath(track.id, news.versionNumber, news.positionMs)}`,
    }),
  );
  return true;
}
