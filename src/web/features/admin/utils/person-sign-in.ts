/**
 * Whether a person's page warns staff that the person cannot sign in (docs/decisions/0022): roles admit no one, so
 * a mentor or an admin signs in through a portal whose allow-list has their email enabled, like everyone. The
 * notice links to the Allow-lists tab, searched for their email.
 */
import type { PersonDetail, PersonSummary } from '@shared/schemas/people';
import { withAllowListView } from './allow-list-view';

/** Whether the person's email is enabled on neither allow-list (approved artists, approved agents). */
export function onNoAllowList(person: Pick<PersonSummary, 'artist' | 'agent'>): boolean {
  return person.artist !== 'enabled' && person.agent !== 'enabled';
}

/**
 * Whether the person's page shows "This person cannot sign in": they have the mentor or the admin role, the server
 * says they cannot sign in, and their email is on no enabled allow-list (a disabled account alone is shown as such).
 */
export function showsCannotSignIn(detail: Pick<PersonDetail, 'person' | 'canSignIn'>): boolean {
  const { person } = detail;
  return (person.mentor || person.admin) && !detail.canSignIn && onNoAllowList(person);
}

/** The Allow-lists tab searched for `email`: `/admin?tab=allow-lists&q=<email>`. */
export function allowListsHref(email: string): string {
  return `/admin?${withAllowListView(new URLSearchParams({ tab: 'allow-lists' }), { q: email }).toString()}`;
}
