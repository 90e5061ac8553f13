import { describe, expect, it } from 'vitest';
import { accountMenuLinks } from './account-menu-links';

const paths = (access: { artist: boolean; agent: boolean; admin: boolean; mentor: boolean }) =>
  accountMenuLinks(access).map((link) => link.to);

describe('the account menu links', () => {
  it('gives an approved artist the program pages, then the account page, in the order of the issue', () => {
    expect(accountMenuLinks({ artist: true, agent: false, admin: false, mentor: false })).toEqual([
      { label: 'My Program', to: '/program-dashboard' },
      { label: 'Learning', to: '/learning' },
      { label: 'Certificates', to: '/certificates' },
      { label: 'Artist Directory', to: '/artist-directory' },
      { label: 'My Tracks', to: '/tracks' },
      { label: 'Press Kit', to: '/press-kit' },
      { label: 'Account', to: '/account' },
    ]);
  });

  it('gives an agent the agent portal instead of the program pages', () => {
    expect(paths({ artist: false, agent: true, admin: false, mentor: false })).toEqual([
      '/agent-portal',
      '/account',
    ]);
  });

  it('adds the admin area for an admin, after what their other access gives', () => {
    expect(paths({ artist: true, agent: false, admin: true, mentor: false })).toEqual([
      '/program-dashboard',
      '/learning',
      '/certificates',
      '/artist-directory',
      '/tracks',
      '/press-kit',
      '/feedback',
      '/admin',
      '/account',
    ]);
    expect(paths({ artist: false, agent: false, admin: true, mentor: false })).toEqual([
      '/feedback',
      '/admin',
      '/account',
    ]);
  });

  it('gives a mentor the tracks to give feedback on, and an artist who is a mentor their own tracks too', () => {
    expect(paths({ artist: false, agent: false, admin: false, mentor: true })).toEqual([
      '/feedback',
      '/account',
    ]);
    expect(paths({ artist: true, agent: false, admin: false, mentor: true })).toEqual([
      '/program-dashboard',
      '/learning',
      '/certificates',
      '/artist-directory',
      '/tracks',
      '/press-kit',
      '/feedback',
      '/account',
    ]);
  });

  it('gives an account without access no links (Sign Out only)', () => {
    expect(paths({ artist: false, agent: false, admin: false, mentor: false })).toEqual([]);
  });
});
