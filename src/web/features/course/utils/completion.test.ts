import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { ApiError } from '@web/lib/api-client';
import { missingPartsOf, missingTexts } from './completion';

describe('missingPartsOf', () => {
  it('reads the missing parts from a module_not_ready refusal, in course order', () => {
    const error = new ApiError(409, API_ERROR_CODES.moduleNotReady, 'Not ready', {
      quiz: 'Pass the quiz to complete this module',
      video: 'Watch the video to the end first',
      other: 'ignored',
    });
    expect(missingPartsOf(error)).toEqual(['video', 'quiz']);
  });

  it('is null for any other error', () => {
    expect(missingPartsOf(new ApiError(409, API_ERROR_CODES.alreadyCompleted, 'Done'))).toBeNull();
    expect(missingPartsOf(new Error('boom'))).toBeNull();
  });
});

describe('missingTexts', () => {
  it('says each missing part plainly, in course order, once', () => {
    expect(missingTexts(['quiz', 'lesson', 'worksheet', 'quiz'])).toEqual([
      'Open the lesson first',
      'Answer every worksheet prompt first, or upload your filled worksheet and answer at least one prompt',
      'Pass the quiz to complete this module',
    ]);
    expect(missingTexts(['video'])).toEqual(['Watch the video to the end first']);
    expect(missingTexts([])).toEqual([]);
  });
});
