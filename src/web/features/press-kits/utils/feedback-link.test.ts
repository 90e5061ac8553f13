import { describe, expect, it } from 'vitest';
import type { SessionAccess } from '@shared/auth/session';
import { mayLeaveFeedback, trackFeedbackPath } from './feedback-link';

const none: SessionAccess = { artist: false, agent: false, admin: false, mentor: false };

describe('the press kit’s "Leave feedback" link', () => {
  it('is offered to agents on a published kit, and to mentors and admins', () => {
    expect(mayLeaveFeedback({ ...none, agent: true }, true)).toBe(true);
    expect(mayLeaveFeedback({ ...none, mentor: true }, true)).toBe(true);
    expect(mayLeaveFeedback({ ...none, admin: true }, true)).toBe(true);
    expect(mayLeaveFeedback({ ...none, mentor: true }, false)).toBe(true);
    expect(mayLeaveFeedback({ ...none, admin: true }, false)).toBe(true);
  });

  it('is not offered when signed out, to artists, or to agents on an unpublished kit', () => {
    expect(mayLeaveFeedback(undefined, true)).toBe(false);
    expect(mayLeaveFeedback(none, true)).toBe(false);
    expect(mayLeaveFeedback({ ...none, artist: true }, true)).toBe(false);
    expect(mayLeaveFeedback({ ...none, agent: true }, false)).toBe(false);
  });

  it('leads to the track page', () => {
    expect(trackFeedbackPath('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBe(
      '/tracks/7c9e6679-7425-40de-944b-e07fc1f90ae7',
    );
  });
});
