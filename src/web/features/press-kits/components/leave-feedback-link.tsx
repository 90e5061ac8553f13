/**
 * "Leave feedback" under a featured track of a press kit (item 4; docs/decisions/0023): a link to the track's page
 * for a signed-in viewer who may comment on it there (an approved agent on a published kit, a mentor, an admin);
 * nothing for anyone else, signed out included, or while the session is read.
 *
 * An island of the public page (epk-view.tsx; docs/decisions/0004), hydrated when the page is idle and the server
 * marked the visitor as signed in: the session query (`useSession`, the app's one way to read it, shared with the
 * header's account menu) brings the validation library, which a visitor's page never loads. The server's HTML has
 * nothing here, so the link shows only once hydrated, whatever the page's islands already know of the session.
 */
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { epkPageMessages as m } from '@shared/messages/press-kit-pages';
import { buttonVariants } from '@web/components/ui/button';
import { useSession } from '@web/lib/auth/api/get-session';
import { useIsPrerenderPass } from '@web/lib/use-is-prerender-pass';
import { cn } from '@web/lib/utils';
import { mayLeaveFeedback, trackFeedbackPath } from '../utils/feedback-link';

export interface LeaveFeedbackLinkProps {
  trackId: string;
  /** The track's title, which names the link for assistive technology. */
  title: string;
  /** Whether the kit is published (agents comment only on tracks of a published kit). */
  kitPublished: boolean;
}

/** The link when the session allows it, else nothing. */
export function LeaveFeedbackLink({ trackId, title, kitPublished }: LeaveFeedbackLinkProps) {
  const { data: session } = useSession();
  // Nothing on the server and while hydrating its HTML (which has nothing here), even with the session known.
  const serverPass = useIsPrerenderPass();
  if (serverPass || !mayLeaveFeedback(session?.access, kitPublished)) return null;
  return (
    <Link
      to={trackFeedbackPath(trackId)}
      aria-label={m.leaveFeedbackOn(title)}
      className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'w-fit')}
    >
      <MessageSquare aria-hidden />
      {m.leaveFeedback}
    </Link>
  );
}
