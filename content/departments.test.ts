import { describe, expect, it } from 'vitest';
import {
  departmentContact,
  departmentContent,
  departmentQuickLinks,
  SIDEBAR_HIDDEN_SLUGS,
} from './departments';
import { defaultSite } from './site';

const SLUGS = ['anr', 'social', 'touring', 'sync', 'legal', 'admin-it'];

describe('department content (site-and-portals.md §2.13, §9)', () => {
  it('covers the six departments of §3 and hides admin-it from the sidebar', () => {
    expect(Object.keys(departmentContent).sort()).toEqual([...SLUGS].sort());
    expect(SIDEBAR_HIDDEN_SLUGS).toEqual(['admin-it']);
  });

  it('gives every department its fixed contact title, with an email on the site domain', () => {
    const titles = SLUGS.map((slug) => departmentContact(slug, defaultSite).title);
    expect(titles).toEqual([
      'Head of A&R',
      'Social Media Manager',
      'Touring Lead',
      'Sync Licensing',
      'Legal',
      'Admin & IT',
    ]);
    for (const slug of SLUGS) {
      expect(departmentContact(slug, defaultSite).email).toMatch(/^[a-z-]+@gbfmusic\.example$/);
    }
    expect(departmentContact('ANR', defaultSite).title).toBe('Head of A&R');
  });

  it('falls back to Contact TBD without an email for an unknown department', () => {
    expect(departmentContact('nope', defaultSite)).toEqual({
      name: 'Contact TBD',
      title: 'Role to be updated',
      email: null,
    });
    expect(departmentContact('constructor', defaultSite).name).toBe('Contact TBD');
  });

  it('has 7 quick links on anr, 1 on touring and none elsewhere, from the site configuration', () => {
    const counts = Object.fromEntries(
      SLUGS.map((slug) => [slug, departmentQuickLinks(slug, defaultSite).length]),
    );
    expect(counts).toEqual({ anr: 7, social: 0, touring: 1, sync: 0, legal: 0, 'admin-it': 0 });
    const anr = departmentQuickLinks('anr', defaultSite);
    expect(anr.filter((link) => link.internal).map((link) => link.label)).toEqual([
      'Create Press Release (Internal Only)',
    ]);
    expect(new Set(anr.map((link) => link.href)).size).toBe(7);
    for (const link of [...anr, ...departmentQuickLinks('touring', defaultSite)]) {
      expect(link.href).toMatch(/^https:\/\//);
    }
    expect(departmentQuickLinks('touring', defaultSite)[0]!.href).toBe(defaultSite.urls.touringPipeline);
  });
});
