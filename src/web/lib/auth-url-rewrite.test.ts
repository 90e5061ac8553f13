/** Start-up URL rewriting (site-and-portals.md §2.1). */
import { describe, expect, it } from 'vitest';
import { AUTH_CALLBACK_PATH, rewriteAuthUrl } from './auth-url-rewrite';

const rewrite = (href: string) => rewriteAuthUrl(new URL(href, 'http://127.0.0.1:3100'));

describe('rewriteAuthUrl', () => {
  it('leaves ordinary URLs alone', () => {
    for (const href of [
      '/',
      '/contact?subject=hello',
      '/agent-portal',
      '/agent-portal/department/anr',
      '/program-reset-password?token=abc',
      '/program-auth/callback?next=%2Fprogram-dashboard&token=abc',
      '/roster#featured',
      '/schedule?type=signup',
    ]) {
      expect(rewrite(href), href).toBeNull();
    }
  });

  it('leaves the agent callback alone, whatever it carries', () => {
    expect(rewrite('/agent-portal/auth/callback?token=abc')).toBeNull();
    expect(rewrite('/agent-portal/auth/callback?code=abc')).toBeNull();
    expect(rewrite('/agent-portal/auth/callback#access_token=abc&type=recovery')).toBeNull();
    expect(rewrite('/agent-portal/auth/callback/?type=recovery')).toBeNull();
  });

  it('sends a recovery type, a code or an access token in the query to the callback, keeping query and hash', () => {
    expect(rewrite('/?type=recovery&token=abc')).toBe(`${AUTH_CALLBACK_PATH}?type=recovery&token=abc`);
    expect(rewrite('/portal?code=xyz#top')).toBe(`${AUTH_CALLBACK_PATH}?code=xyz#top`);
    expect(rewrite('/contact?access_token=t1&refresh_token=r1')).toBe(
      `${AUTH_CALLBACK_PATH}?access_token=t1&refresh_token=r1`,
    );
  });

  it('sends a recovery type or an access token in the hash to the callback', () => {
    expect(rewrite('/#access_token=t1&refresh_token=r1&type=recovery')).toBe(
      `${AUTH_CALLBACK_PATH}#access_token=t1&refresh_token=r1&type=recovery`,
    );
    expect(rewrite('/agent-portal#type=recovery')).toBe(`${AUTH_CALLBACK_PATH}#type=recovery`);
    expect(rewrite('/program-auth?next=%2Fportal#code=abc')).toBe(
      `${AUTH_CALLBACK_PATH}?next=%2Fportal#code=abc`,
    );
  });

  it('does not treat other recovery-looking values as auth parameters', () => {
    expect(rewrite('/?type=recoveryx')).toBeNull();
    expect(rewrite('/#code')).toBeNull();
    expect(rewrite('/roster?codes=1')).toBeNull();
  });

  it('turns a path beginning with an encoded access-token fragment into a hash, then the callback', () => {
    expect(rewrite('/%23access_token=t1&expires_in=3600&type=recovery')).toBe(
      `${AUTH_CALLBACK_PATH}#access_token=t1&expires_in=3600&type=recovery`,
    );
    expect(rewrite('/%23ACCESS_TOKEN=t1')).toBeNull(); // parameter names are case-sensitive: not a token
    expect(rewrite('/%2523access_token=t1')).toBeNull();
  });

  it('decodes a fragment that was escaped whole and keeps an existing query and hash', () => {
    expect(rewrite('/%23access_token%3Dt1%26type%3Drecovery')).toBe(
      `${AUTH_CALLBACK_PATH}#access_token=t1&type=recovery`,
    );
    expect(rewrite('/%23access_token=t1?lang=en#extra=1')).toBe(
      `${AUTH_CALLBACK_PATH}?lang=en#access_token=t1&extra=1`,
    );
  });
});
