import { describe, expect, it } from 'vitest';
import { withFailedCount } from './failed-count-name';

describe('the name of the Emails tab with its count of failed emails', () => {
  it('says how many failed', () => {
    expect(withFailedCount('Emails', 2)).toBe('Emails, 2 failed');
  });

  it('is left to the label when none failed', () => {
    expect(withFailedCount('Emails', 0)).toBeUndefined();
  });
});
