/**
 * The links of the header's account menu, by what the signed-in account may do (issue "One course, one record per
 * learner, and completion that means something" item 7; docs/decisions/0015): an approved artist gets the
 * program's pages, their tracks and their press kit, an agent the agent portal, a mentor or an admin the tracks to give feedback on
 * (docs/decisions/0022), an admin the admin area, each in that order, and every account with access its account
 * page. The menu ends with Sign Out, which is not a link.
 */
import { hasAccess, type SessionAccess } from '@shared/auth/session';
import { accountMenuMessages as m } from '@shared/messages/account';
import { pressKitEditorMessages } from '@shared/messages/press-kit-pages';
import { feedbackPageMessages, tracksPageMessages } from '@shared/messages/track-pages';

/** One link of the menu. */
export interface AccountMenuLink {
  label: string;
  /** An in-app path. */
  to: string;
}

const ARTIST_LINKS: readonly AccountMenuLink[] = [
  { label: m.items.program, to: '/program-dashboard' },
  { label: m.items.learning, to: '/learning' },
  { label: m.items.certificates, to: '/certificates' },
  { label: m.items.directory, to: '/artist-directory' },
  { label: tracksPageMessages.title, to: '/tracks' },
  { label: pressKitEditorMessages.title, to: '/press-kit' },
];

/**
 * The menu's links for `access`, in order; none for an account that lost every access (its menu offers Sign Out
 * only).
 */
export function accountMenuLinks(access: SessionAccess): AccountMenuLink[] {
  return [
    ...(access.artist ? ARTIST_LINKS : []),
    ...(access.agent ? [{ label: m.items.agentPortal, to: '/agent-portal' }] : []),
    ...(access.mentor || access.admin ? [{ label: feedbackPageMessages.title, to: '/feedback' }] : []),
    ...(access.admin ? [{ label: m.items.admin, to: '/admin' }] : []),
    ...(hasAccess(access, 'any') ? [{ label: m.items.account, to: '/account' }] : []),
  ];
}
