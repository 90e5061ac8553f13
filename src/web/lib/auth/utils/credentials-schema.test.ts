import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '@shared/limits/account';
import { accountFieldMessages } from '@shared/messages/account';
import { authEmailMessages, authFieldMessages, passwordRuleMessages } from '@shared/messages/auth';
import { credentialsSchema } from './credentials-schema';

/** The field each problem is reported on, with its message. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('credentialsSchema (site-and-portals.md §5 "Sign-in", "Sign-up")', () => {
  const signIn = credentialsSchema({ mode: 'sign-in', portal: 'artist', checkPasswordRules: false });

  it('signs in with the email trimmed and lower-cased, the password as typed, no confirmation', () => {
    expect(
      signIn.parse({ email: '  Nova@Example.COM ', password: ' Pass word ', confirmPassword: 'x' }),
    ).toEqual({
      email: 'nova@example.com',
      password: ' Pass word ',
      confirmPassword: '',
    });
  });

  it('puts the shared messages on the email and password fields', () => {
    expect(problems(signIn.safeParse({ email: 'nova', password: '', confirmPassword: '' }))).toEqual([
      ['email', authEmailMessages.invalid],
      ['password', authFieldMessages.passwordRequired],
    ]);
  });

  it('leaves the passwords of an artist or program sign-up to the page', () => {
    const signUp = credentialsSchema({ mode: 'sign-up', portal: 'program', checkPasswordRules: false });
    expect(signUp.parse({ email: 'Nova@example.com', password: 'weak', confirmPassword: 'other' })).toEqual({
      email: 'nova@example.com',
      password: 'weak',
      confirmPassword: 'other',
    });
    expect(problems(signUp.safeParse({ email: 'nova@', password: 'weak', confirmPassword: '' }))).toEqual([
      ['email', authEmailMessages.invalid],
    ]);
  });

  it("checks an agent sign-up's password against the agent rules", () => {
    const signUp = credentialsSchema({ mode: 'sign-up', portal: 'agent', checkPasswordRules: true });
    expect(
      problems(signUp.safeParse({ email: 'lee@example.com', password: 'short', confirmPassword: '' })),
    ).toEqual([['password', passwordRuleMessages.minLength]]);
    expect(signUp.parse({ email: 'lee@example.com', password: 'long enough', confirmPassword: '' })).toEqual({
      email: 'lee@example.com',
      password: 'long enough',
      confirmPassword: '',
    });
  });

  it('asks an agent sign-up for a name, required and trimmed (issue 38 item 1)', () => {
    const signUp = credentialsSchema({
      mode: 'sign-up',
      portal: 'agent',
      checkPasswordRules: true,
      askName: true,
    });
    const values = { email: 'lee@example.com', password: 'long enough', confirmPassword: '' };
    expect(problems(signUp.safeParse({ ...values, name: '   ' }))).toEqual([
      ['name', accountFieldMessages.nameRequired],
    ]);
    expect(signUp.parse({ ...values, name: '  Lee Mensah ' })).toEqual({ ...values, name: 'Lee Mensah' });
  });

  it('takes an optional organisation at agent sign-up, trimmed, bounded, left out when empty (issue 38 item 1)', () => {
    const signUp = credentialsSchema({
      mode: 'sign-up',
      portal: 'agent',
      checkPasswordRules: true,
      askName: true,
    });
    const values = {
      email: 'lee@example.com',
      password: 'long enough',
      confirmPassword: '',
      name: 'Lee Mensah',
    };
    expect(signUp.parse({ ...values, organisation: '  Northside Agency ' })).toEqual({
      ...values,
      organisation: 'Northside Agency',
    });
    expect(signUp.parse({ ...values, organisation: '   ' })).toEqual(values);
    expect(
      problems(signUp.safeParse({ ...values, organisation: 'o'.repeat(ACCOUNT_LIMITS.organisation + 1) })),
    ).toEqual([['organisation', `Organisation must be at most ${ACCOUNT_LIMITS.organisation} characters.`]]);
  });
});
