import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultSite, resolveSite, siteOverrideKeys } from './site';

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

describe('.env.example', () => {
  it('lists every site override', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const listed = new Set([...example.matchAll(/^(SITE_[A-Z_]+)=/gm)].map((match) => match[1]));
    expect(siteOverrideKeys.filter((key) => !listed.has(key))).toEqual([]);
  });
});
