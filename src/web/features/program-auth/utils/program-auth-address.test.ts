import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '@shared/limits/forms';
import { programAuthStart } from './program-auth-address';

const start = (query: string) => programAuthStart(new URLSearchParams(query));

describe('how /program-auth opens', () => {
  it('opens in sign-in mode with an empty email by default', () => {
    expect(start('')).toEqual({ mode: 'sign-in', email: '' });
    expect(start('reset=success')).toEqual({ mode: 'sign-in', email: '' });
  });

  it('opens in sign-up mode for mode=sign-up only', () => {
    expect(start('mode=sign-up').mode).toBe('sign-up');
    for (const other of ['mode=sign-in', 'mode=SIGN-UP', 'mode=', 'mode=signup'])
      expect(start(other).mode, other).toBe('sign-in');
  });

  it('fills in the email of the address, in either mode', () => {
    expect(start('mode=sign-up&email=nova%2Btest%40example.com')).toEqual({
      mode: 'sign-up',
      email: 'nova+test@example.com',
    });
    expect(start('email=Nova@Example.com')).toEqual({ mode: 'sign-in', email: 'Nova@Example.com' });
    expect(start('email=%20nova@example.com%20').email).toBe('nova@example.com');
  });

  it('leaves the email empty when it is blank or too long', () => {
    expect(start('email=').email).toBe('');
    expect(start('email=%20%20').email).toBe('');
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH)}@example.com`;
    expect(start(`email=${long}`).email).toBe('');
  });
});
