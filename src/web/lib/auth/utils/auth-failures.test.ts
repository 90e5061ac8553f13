import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { asksForSupport, classifySignInFailure, classifySignUpFailure } from './auth-failures';

const approved = () => Promise.resolve(true);
const notApproved = () => Promise.resolve(false);
const broken = () => Promise.reject(new ApiError(0, 'network_error', 'offline'));

describe('classifySignInFailure (site-and-portals.md §8 "Artist sign-in")', () => {
  const invalid = new ApiError(401, 'invalid_credentials', 'Invalid login credentials');

  it('asks the allow-list on invalid credentials', async () => {
    expect(await classifySignInFailure(invalid, 'a@b.co', approved)).toEqual({ kind: 'unconfirmed' });
    expect(await classifySignInFailure(invalid, 'a@b.co', notApproved)).toEqual({ kind: 'wrongCredentials' });
    expect(await classifySignInFailure(invalid, 'a@b.co', broken)).toEqual({ kind: 'wrongCredentials' });
  });

  it('maps unconfirmed and denied accounts', async () => {
    const unverified = new ApiError(403, 'email_not_verified', 'confirm');
    const denied = new ApiError(403, 'access_denied', 'Access denied.');
    expect(await classifySignInFailure(unverified, 'a@b.co', notApproved)).toEqual({ kind: 'unconfirmed' });
    expect(await classifySignInFailure(denied, 'a@b.co', approved)).toEqual({ kind: 'notEnabled' });
  });

  it("shows other refusals' messages, preferring a field message", async () => {
    const limited = new ApiError(429, 'rate_limited', 'Too many attempts.');
    const invalidBody = new ApiError(400, 'validation_failed', 'Invalid body', { email: 'Bad email' });
    expect(await classifySignInFailure(limited, 'a@b.co', approved)).toEqual({
      kind: 'server',
      message: 'Too many attempts.',
    });
    expect(await classifySignInFailure(invalidBody, 'a@b.co', approved)).toEqual({
      kind: 'server',
      message: 'Bad email',
    });
  });

  it('treats server faults, network failures and other errors as unexpected', async () => {
    for (const error of [
      new ApiError(500, 'internal_error', 'boom'),
      new ApiError(0, 'network_error', 'offline'),
      new TypeError('x'),
    ])
      expect(await classifySignInFailure(error, 'a@b.co', approved)).toEqual({ kind: 'unexpected' });
  });
});

describe('classifySignUpFailure (site-and-portals.md §8 "Artist sign-up")', () => {
  it('maps not_approved, refusals and faults', () => {
    expect(classifySignUpFailure(new ApiError(403, 'not_approved', 'no'))).toEqual({ kind: 'notApproved' });
    expect(
      classifySignUpFailure(new ApiError(400, 'validation_failed', 'Invalid', { password: 'Too weak' })),
    ).toEqual({ kind: 'server', message: 'Too weak' });
    expect(classifySignUpFailure(new ApiError(503, 'x', 'down'))).toEqual({ kind: 'unexpected' });
    expect(classifySignUpFailure(new Error('x'))).toEqual({ kind: 'unexpected' });
  });
});

describe('asksForSupport (§8: the texts that say to contact support)', () => {
  it('is true for a disabled account and an email not approved, and for nothing else', () => {
    expect(asksForSupport({ kind: 'notEnabled' })).toBe(true);
    expect(asksForSupport({ kind: 'notApproved' })).toBe(true);
    for (const kind of ['unconfirmed', 'wrongCredentials', 'unexpected', 'approvalCheckError'] as const)
      expect(asksForSupport({ kind }), kind).toBe(false);
    expect(asksForSupport({ kind: 'server', message: 'Too many attempts.' })).toBe(false);
  });
});
