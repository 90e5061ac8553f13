import { describe, expect, it } from 'vitest';
import { isApplicationKind } from './inbox-application';

describe('an inbox application', () => {
  it('is a program application or an artist-intake application', () => {
    expect(isApplicationKind('program-applications')).toBe(true);
    expect(isApplicationKind('artist-intake')).toBe(true);
    expect(isApplicationKind('contact-messages')).toBe(false);
    expect(isApplicationKind('touring-inquiries')).toBe(false);
  });
});
