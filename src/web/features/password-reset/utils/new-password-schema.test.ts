import { describe, expect, it } from 'vitest';
import { resetMessages, passwordRuleMessages } from '@shared/messages/auth';
import { newPasswordRequestSchema } from './new-password-schema';

describe('newPasswordRequestSchema (site-and-portals.md §5 "New password")', () => {
  const schema = newPasswordRequestSchema('kept-token');

  it('makes the reset request of the kept token and the new password as typed', () => {
    expect(schema.parse({ password: 'Fresh-start-2024 ', confirm: 'Fresh-start-2024 ' })).toEqual({
      token: 'kept-token',
      newPassword: 'Fresh-start-2024 ',
    });
  });

  it('reports the rules and a confirmation that does not match together', () => {
    const result = schema.safeParse({ password: 'short', confirm: 'other' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password', expect.stringContaining(passwordRuleMessages.minLength)],
      ['confirm', resetMessages.passwordMismatch],
    ]);
  });
});
