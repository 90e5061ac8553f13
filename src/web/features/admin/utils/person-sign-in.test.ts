import { describe, expect, it } from 'vitest';
import type { PersonSummary } from '@shared/schemas/people';
import { allowListsHref, onNoAllowList, showsCannotSignIn } from './person-sign-in';

type Access = Pick<PersonSummary, 'admin' | 'mentor' | 'artist' | 'agent' | 'disabledAt'>;
const detail = (access: Partial<Access>, canSignIn: boolean) => ({
  person: {
    admin: false,
    mentor: false,
    artist: null,
    agent: null,
    disabledAt: null,
    ...access,
  } as PersonSummary,
  canSignIn,
});

describe('the notice that a person cannot sign in', () => {
  it('shows for a mentor or an admin on no enabled allow-list', () => {
    expect(showsCannotSignIn(detail({ mentor: true }, false))).toBe(true);
    expect(showsCannotSignIn(detail({ admin: true, artist: 'disabled' }, false))).toBe(true);
    expect(
      showsCannotSignIn(detail({ mentor: true, agent: 'disabled', disabledAt: '2026-01-01' }, false)),
    ).toBe(true);
  });

  it('does not show for someone who can sign in, has no role, or is only disabled', () => {
    expect(showsCannotSignIn(detail({ mentor: true, agent: 'enabled' }, true))).toBe(false);
    expect(showsCannotSignIn(detail({}, false))).toBe(false);
    expect(
      showsCannotSignIn(detail({ mentor: true, artist: 'enabled', disabledAt: '2026-01-01' }, false)),
    ).toBe(false);
  });

  it('reads an entry on either list as enough', () => {
    expect(onNoAllowList({ artist: null, agent: null })).toBe(true);
    expect(onNoAllowList({ artist: 'disabled', agent: 'disabled' })).toBe(true);
    expect(onNoAllowList({ artist: null, agent: 'enabled' })).toBe(false);
    expect(onNoAllowList({ artist: 'enabled', agent: null })).toBe(false);
  });

  it('links to the Allow-lists tab searched for the email', () => {
    expect(allowListsHref('ada+m@example.com')).toBe('/admin?tab=allow-lists&q=ada%2Bm%40example.com');
  });
});
