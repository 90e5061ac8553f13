import { describe, expect, it } from 'vitest';
import { emailFromToken } from './token-email';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('emailFromToken', () => {
  it('reads the email claim of a JWT', () => {
    const token = `${encode({ alg: 'HS256' })}.${encode({ email: 'zoë@example.com', iat: 1 })}.sig`;
    expect(emailFromToken(token)).toBe('zoë@example.com');
  });

  it.each([null, '', 'garbage', 'a.b.c', `x.${encode({ sub: 1 })}.y`, `x.${encode({ email: 3 })}.y`])(
    'gives null for %j',
    (token) => {
      expect(emailFromToken(token)).toBeNull();
    },
  );
});
