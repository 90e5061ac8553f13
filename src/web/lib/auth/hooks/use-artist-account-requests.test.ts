import { describe, expect, it } from 'vitest';
import { passwordRuleMessages } from '@shared/messages/auth';
import { checkSignUpPasswords } from './use-artist-account-requests';

describe('checkSignUpPasswords (site-and-portals.md §5 "Sign-up")', () => {
  const values = (password: string, confirmPassword = password) => ({
    email: 'a@b.co',
    password,
    confirmPassword,
  });

  it('checks that the passwords match before the rules', () => {
    expect(checkSignUpPasswords(values('weak', 'other'))).toEqual({ kind: 'passwordMismatch' });
  });

  it('joins the rule messages', () => {
    expect(checkSignUpPasswords(values('lowercase1!'))).toEqual({
      kind: 'passwordRules',
      message: passwordRuleMessages.uppercase,
    });
  });

  it('passes a good password', () => {
    expect(checkSignUpPasswords(values('Str0ng!Passw0rd'))).toBeNull();
  });
});
