import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestApp, type TestApp } from '../test/test-app';
import { rethrowAuthError } from './auth-errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('rethrowAuthError', () => {
  it('answers a 4xx for an error of the account library it has no mapping for, such as its input validation', async () => {
    const error = await t.deps.auth.api
      .requestPasswordReset({ body: { email: 'é@example.com', redirectTo: '/x' } })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    let mapped: unknown;
    try {
      rethrowAuthError(error);
    } catch (e) {
      mapped = e;
    }
    expect(mapped).toBeInstanceOf(AppError);
    expect((mapped as AppError).code).toBe('auth_error');
  });

  it('rethrows anything else unchanged', () => {
    const other = new Error('disk full');
    expect(() => rethrowAuthError(other)).toThrow(other);
  });
});
