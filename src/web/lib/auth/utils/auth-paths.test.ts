import { describe, expect, it } from 'vitest';
import {
  cameFromConfirmation,
  confirmedLoginPath,
  loginPathOfNext,
  portalOfNext,
  safeNextPath,
  signOutDestination,
} from './auth-paths';

const ORIGIN = 'https://gbf.example';

describe('signOutDestination (site-and-portals.md §4)', () => {
  it('goes to /agent-portal by default', () => {
    expect(signOutDestination('/portal')).toBe('/agent-portal');
    expect(signOutDestination('/agent-portal/department/anr')).toBe('/agent-portal');
  });

  it('goes to /program-auth when the path contains /program', () => {
    expect(signOutDestination('/program-dashboard')).toBe('/program-auth');
    expect(signOutDestination('/program-module/3')).toBe('/program-auth');
  });
});

describe('safeNextPath (confirmation link `next`)', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/portal', ORIGIN)).toBe('/portal');
    expect(safeNextPath('/program-dashboard?tab=1#top', ORIGIN)).toBe('/program-dashboard?tab=1#top');
  });

  it.each([
    null,
    '',
    'portal',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/\tevil',
    'javascript:alert(1)',
  ])('drops %j', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBeNull();
  });
});

describe('portalOfNext / loginPathOfNext', () => {
  it('reads the artist portal from /portal', () => {
    expect(portalOfNext('/portal')).toBe('artist');
    expect(loginPathOfNext('/portal')).toBe('/portal');
  });

  it('reads the agent portal from /agent-portal and below', () => {
    expect(portalOfNext('/agent-portal')).toBe('agent');
    expect(loginPathOfNext('/agent-portal/department/anr')).toBe('/agent-portal');
  });

  it('falls back to the program', () => {
    expect(portalOfNext('/program-dashboard')).toBe('program');
    expect(portalOfNext('/portals')).toBe('program');
    expect(loginPathOfNext(null)).toBe('/program-auth');
  });
});

describe('confirmedLoginPath (a confirmation that could not sign in, docs/decisions/0015)', () => {
  it('adds the notice to the sign-in page, and the page recognises it', () => {
    expect(confirmedLoginPath('/program-auth')).toBe('/program-auth?confirmed=1');
    const search = new URL(confirmedLoginPath('/agent-portal'), ORIGIN).searchParams;
    expect(cameFromConfirmation(search)).toBe(true);
    expect(cameFromConfirmation(new URLSearchParams('reset=success'))).toBe(false);
  });
});
