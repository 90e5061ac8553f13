/** The agent login card's toasts (site-and-portals.md §5 "Agent login/sign-up", §8 "Agent auth"). */
import { describe, expect, it } from 'vitest';
import { agentAuthMessages as m } from '@shared/messages/auth';
import { ApiError } from '@web/lib/api-client';
import { signInFailureToast, signUpFailureToast } from './agent-auth-toasts';

describe('signInFailureToast', () => {
  it("is 'Access Denied' with the not-approved text for access_denied", () => {
    expect(signInFailureToast(new ApiError(403, 'access_denied', 'Access denied.'))).toEqual({
      title: 'Access Denied',
      text: m.notApproved,
    });
  });

  it("is 'Sign in failed' with the server's message, else the unexpected text", () => {
    expect(signInFailureToast(new ApiError(401, 'invalid_credentials', 'Invalid login credentials'))).toEqual(
      {
        title: 'Sign in failed',
        text: 'Invalid login credentials',
      },
    );
    expect(signInFailureToast(new ApiError(403, 'email_not_verified', 'Please confirm.'))).toEqual({
      title: 'Sign in failed',
      text: 'Please confirm.',
    });
    expect(signInFailureToast(new TypeError('x'))).toEqual({
      title: 'Sign in failed',
      text: 'An unexpected error occurred',
    });
  });
});

describe('signUpFailureToast', () => {
  it("is 'Access Denied' for not_approved and 'Signup failed' otherwise", () => {
    expect(signUpFailureToast(new ApiError(403, 'not_approved', 'Not approved.')).title).toBe(
      'Access Denied',
    );
    expect(signUpFailureToast(new ApiError(429, 'rate_limited', 'Too many attempts.'))).toEqual({
      title: 'Signup failed',
      text: 'Too many attempts.',
    });
    expect(signUpFailureToast(undefined)).toEqual({ title: 'Signup failed', text: m.unexpected });
  });
});
