import { describe, expect, it } from 'vitest';
import { fieldLink } from './inbox-field-link';

describe('the link of an inbox field', () => {
  it('opens a web address in a new tab', () => {
    expect(fieldLink('https://example.com/epk')).toEqual({ href: 'https://example.com/epk', newTab: true });
    expect(fieldLink('http://example.com')).toEqual({ href: 'http://example.com/', newTab: true });
  });

  it('opens an email or a phone number in place', () => {
    expect(fieldLink('mailto:ada@example.com')).toEqual({ href: 'mailto:ada@example.com', newTab: false });
    expect(fieldLink('tel:+15551234567')).toEqual({ href: 'tel:+15551234567', newTab: false });
  });

  it('has none without an href, for another scheme, or for text that is no address', () => {
    expect(fieldLink(null)).toBeNull();
    expect(fieldLink('')).toBeNull();
    expect(fieldLink('javascript:alert(1)')).toBeNull();
    expect(fieldLink('JavaScript:alert(1)')).toBeNull();
    expect(fieldLink('data:text/html,<b>x</b>')).toBeNull();
    expect(fieldLink('example.com/epk')).toBeNull();
  });
});
