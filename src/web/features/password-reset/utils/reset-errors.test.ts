/** What the reset screens make of failures (site-and-portals.md §8 "Reset", "Reset-error reasons"). */
import { describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '@shared/messages/api';
import { resetMessages } from '@shared/messages/auth';
import { ApiError } from '@web/lib/api-client';
import {
  isInvalidToken,
  parseResetErrorReason,
  resetErrorPath,
  resetFailureMessage,
  resetSuccessPath,
} from './reset-errors';

describe('resetFailureMessage', () => {
  it('reads a rate limit by code or by its wording', () => {
    expect(resetFailureMessage(new ApiError(429, 'rate_limited', RATE_LIMITED_MESSAGE))).toBe(
      resetMessages.tooMany,
    );
    expect(resetFailureMessage(new ApiError(400, 'auth_error', 'Email rate limit exceeded'))).toBe(
      resetMessages.tooMany,
    );
    expect(resetFailureMessage(new Error('Too many requests'))).toBe(resetMessages.tooMany);
  });

  it('reads status 0 as a network failure', () => {
    expect(resetFailureMessage(new ApiError(0, 'network_error', 'fetch failed'))).toBe(resetMessages.network);
  });

  it("shows the server's message, else the generic one", () => {
    expect(
      resetFailureMessage(new ApiError(400, 'validation_failed', 'Please enter a valid email address')),
    ).toBe('Please enter a valid email address');
    expect(resetFailureMessage(new ApiError(500, 'internal_error', ''))).toBe(resetMessages.updateFailed);
    expect(resetFailureMessage(new Error('boom'))).toBe(resetMessages.updateFailed);
    expect(resetFailureMessage('strange')).toBe(resetMessages.updateFailed);
  });
});

describe('reset-error reasons and paths', () => {
  it('keeps the known reasons and reads anything else as invalid', () => {
    expect(parseResetErrorReason('missing_token')).toBe('missing_token');
    expect(parseResetErrorReason('session_expired')).toBe('session_expired');
    expect(parseResetErrorReason('invalid')).toBe('invalid');
    expect(parseResetErrorReason('expired')).toBe('invalid');
    expect(parseResetErrorReason(null)).toBe('invalid');
  });

  it('builds each portal’s reset-error and after-reset paths', () => {
    expect(resetErrorPath('agent', 'missing_token')).toBe('/agent-portal/reset-error?reason=missing_token');
    expect(resetErrorPath('program', 'session_expired')).toBe('/program-reset-error?reason=session_expired');
    expect(resetSuccessPath('agent')).toBe('/agent-portal?reset=success');
    expect(resetSuccessPath('program')).toBe('/program-auth?reset=success');
    expect(resetErrorPath('artist', 'invalid')).toBe('/portal/reset-error?reason=invalid');
    expect(resetSuccessPath('artist')).toBe('/portal?reset=success');
  });

  it('recognises an unusable token only by its code', () => {
    expect(isInvalidToken(new ApiError(400, 'invalid_token', 'x'))).toBe(true);
    expect(isInvalidToken(new ApiError(400, 'expired', 'x'))).toBe(false);
    expect(isInvalidToken(new Error('invalid_token'))).toBe(false);
  });
});
