import { describe, expect, it } from 'vitest';
import { programAuthMessages as m } from '@shared/messages/auth';
import { programSignInText, programSignUpText } from './program-auth-texts';

describe('program card texts (training-program.md §8)', () => {
  it('uses the spec texts for sign-in failures', () => {
    expect(programSignInText({ kind: 'unconfirmed' })).toBe(m.unconfirmed);
    expect(programSignInText({ kind: 'wrongCredentials' })).toBe(m.wrongCredentials);
    expect(programSignInText({ kind: 'notEnabled' })).toBe(m.notEnabled);
    expect(programSignInText({ kind: 'server', message: 'Slow down' })).toBe('Slow down');
    expect(programSignInText({ kind: 'unexpected' })).toBe(m.unexpected);
  });

  it('uses the spec texts for refused sign-ups', () => {
    expect(programSignUpText({ kind: 'passwordMismatch' })).toBe(m.passwordMismatch);
    expect(programSignUpText({ kind: 'passwordRules', message: 'Too short' })).toBe('Too short');
    expect(programSignUpText({ kind: 'approvalCheckError' })).toBe(m.approvalCheckError);
    expect(programSignUpText({ kind: 'notApproved' })).toBe(m.notApproved);
    expect(programSignUpText({ kind: 'server', message: 'Nope' })).toBe('Nope');
    expect(programSignUpText({ kind: 'unexpected' })).toBe(m.unexpected);
  });
});
