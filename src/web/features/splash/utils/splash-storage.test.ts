import { describe, expect, it } from 'vitest';
import { SPLASH_ENTERED_ATTRIBUTE, SPLASH_HIDE_SCRIPT, SPLASH_STORAGE_KEY } from './splash-storage';

/** Runs the inline script against a fake sessionStorage and `<html>`; returns the attributes it set. */
function runHideScript(storage: { getItem(key: string): string | null }): string[] {
  const set: string[] = [];
  const document = { documentElement: { setAttribute: (name: string) => set.push(name) } };
  new Function('sessionStorage', 'document', SPLASH_HIDE_SCRIPT)(storage, document);
  return set;
}

describe('splash hide script (§2.3, docs/decisions/0002)', () => {
  it('marks <html> when this session has entered', () => {
    expect(runHideScript({ getItem: (key) => (key === SPLASH_STORAGE_KEY ? '1' : null) })).toEqual([
      SPLASH_ENTERED_ATTRIBUTE,
    ]);
  });

  it('leaves the splash alone for a new visitor', () => {
    expect(runHideScript({ getItem: () => null })).toEqual([]);
  });

  it('never throws when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(runHideScript(blocked)).toEqual([]);
  });
});
