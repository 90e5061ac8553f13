import { describe, expect, it } from 'vitest';
import { artistAuthMessages as m } from '@shared/messages/auth';
import { artistSignInToast, artistSignUpToast } from './artist-auth-toasts';

describe('artist portal toasts (site-and-portals.md §8)', () => {
  it('uses the spec texts for sign-in failures', () => {
    expect(artistSignInToast({ kind: 'unconfirmed' })).toEqual({
      title: 'Login Failed',
      text: 'Please check your email to confirm your account, then try signing in again.',
    });
    expect(artistSignInToast({ kind: 'wrongCredentials' })).toEqual({
      title: 'Login Failed',
      text: 'Email or password is incorrect.',
    });
    expect(artistSignInToast({ kind: 'notEnabled' })).toEqual(m.notEnabled);
    expect(artistSignInToast({ kind: 'server', message: 'Slow down' })).toEqual({
      title: 'Login Failed',
      text: 'Slow down',
    });
    expect(artistSignInToast({ kind: 'unexpected' })).toEqual(m.loginError);
  });

  it('uses the spec texts for sign-up failures', () => {
    expect(artistSignUpToast({ kind: 'notApproved' })).toEqual(m.notApproved);
    expect(artistSignUpToast({ kind: 'server', message: 'Nope' })).toEqual({
      title: 'Signup Failed',
      text: 'Nope',
    });
    expect(artistSignUpToast({ kind: 'unexpected' })).toEqual(m.signupError);
  });
});
