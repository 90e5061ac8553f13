import { describe, expect, it } from 'vitest';
import { autosaveStatus } from './autosave-status';

describe('autosaveStatus', () => {
  it('says saving while a save runs, whatever else is true', () => {
    expect(autosaveStatus({ saving: true, failed: true, dirty: true })).toBe('saving');
  });

  it('says failed after a failed save, then unsaved or saved', () => {
    expect(autosaveStatus({ saving: false, failed: true, dirty: true })).toBe('failed');
    expect(autosaveStatus({ saving: false, failed: false, dirty: true })).toBe('unsaved');
    expect(autosaveStatus({ saving: false, failed: false, dirty: false })).toBe('saved');
  });
});
