import { describe, expect, it } from 'vitest';
import { withNewCount } from './new-count-name';

describe('the name of a control with a count of new items', () => {
  it('says how many are new', () => {
    expect(withNewCount('Inbox', 3)).toBe('Inbox, 3 new');
    expect(withNewCount('Contact messages', 1)).toBe('Contact messages, 1 new');
  });

  it('is left to the label when none is new', () => {
    expect(withNewCount('Inbox', 0)).toBeUndefined();
  });
});
