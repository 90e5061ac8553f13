import { describe, expect, it } from 'vitest';
import { defaultSite, resolveSite } from './site';

describe('site configuration', () => {
  it('uses the defaults without overrides', () => {
    expect(resolveSite({})).toEqual(defaultSite);
  });

  it('applies environment overrides and leaves the defaults untouched', () => {
    const site = resolveSite({
      SITE_URL_SHOP: 'https://shop.example.org',
      SITE_EMAIL_STAFF: 'ops@example.org',
      SITE_URL_WEBMAIL: '',
    });
    expect(site.urls.shop).toBe('https://shop.example.org');
    expect(site.addresses.staff).toBe('ops@example.org');
    expect(site.urls.webmail).toBe(defaultSite.urls.webmail);
    expect(defaultSite.urls.shop).not.toBe('https://shop.example.org');
  });

  it('names the variable of a bad override', () => {
    expect(() => resolveSite({ SITE_URL_BOOKING: 'javascript:alert(1)' })).toThrow(
      'SITE_URL_BOOKING: must be an http(s) URL',
    );
    expect(() => resolveSite({ SITE_EMAIL_GENERAL: 'nobody' })).toThrow(
      'SITE_EMAIL_GENERAL: must be an email address',
    );
  });
});
