/**
 * Who is offered "Leave feedback" under a featured track of a press kit (item 4; docs/decisions/0022, 0023): the
 * people the server lets comment on a track that is not their own because of the kit or their role. An approved
 * agent, while the kit is published (the track is then featured in a published kit); a mentor or an admin, always.
 * The link is a convenience: the track page asks the server, which decides.
 */
import type { SessionAccess } from '@shared/auth/session';

/**
 * Whether a viewer with `access` (undefined when signed out or not known yet) is offered the link on a kit.
 *
 * @param kitPublished whether the kit is published (an unpublished one is a preview for its learner and staff).
 */
export function mayLeaveFeedback(access: SessionAccess | undefined, kitPublished: boolean): boolean {
  if (!access) return false;
  return access.admin || access.mentor || (access.agent && kitPublished);
}

/** The address of the track page where feedback is left, `/tracks/{id}`. */
export function trackFeedbackPath(trackId: string): string {
  return `/tracks/${encodeURIComponent(trackId)}`;
}
