import { describe, expect, it } from 'vitest';
import { lockText } from './module-lock-text';

describe('lockText', () => {
  it('says which module opens a module locked by the one before it', () => {
    expect(lockText({ reason: 'previous', afterModuleNumber: 2 })).toBe('Unlocks when Module 2 is completed');
  });

  it('says the day the schedule opens it, with the date helper given', () => {
    expect(lockText({ reason: 'schedule', opensAt: '2026-03-05T10:00:00.000Z' }, () => 'Mar 5, 2026')).toBe(
      'Opens on Mar 5, 2026',
    );
    expect(lockText({ reason: 'schedule', opensAt: '2026-03-05T12:00:00.000Z' })).toMatch(
      /^Opens on Mar 5, 2026$/,
    );
  });

  it('says nothing for an open module', () => {
    expect(lockText(null)).toBeNull();
  });
});
