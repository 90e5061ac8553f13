import { describe, expect, it } from 'vitest';
import { greetingNameOf } from './greeting';

describe('greetingNameOf', () => {
  it('prefers the stage name, then the name, then Artist (§2 item 4)', () => {
    expect(greetingNameOf({ stageName: 'Nova Reign', name: 'Amara Okafor' })).toBe('Nova Reign');
    expect(greetingNameOf({ stageName: null, name: 'Amara Okafor' })).toBe('Amara Okafor');
    expect(greetingNameOf({ stageName: null, name: null })).toBe('Artist');
  });

  it('skips blank values', () => {
    expect(greetingNameOf({ stageName: '  ', name: ' Amara ' })).toBe('Amara');
    expect(greetingNameOf({ stageName: '', name: '' })).toBe('Artist');
  });
});
