import { describe, expect, it } from 'vitest';
import { inboxExportHref } from './inbox-export';

describe('the address of the inbox CSV', () => {
  it('carries the list’s filter', () => {
    expect(inboxExportHref('contact-messages', { status: 'in-progress', q: 'Ada Lovelace' })).toBe(
      '/api/admin/inbox/contact-messages/export.csv?status=in-progress&q=Ada%20Lovelace',
    );
  });

  it('leaves out what is not filtered (all but archived, no search)', () => {
    expect(inboxExportHref('touring-inquiries', { status: null, q: '' })).toBe(
      '/api/admin/inbox/touring-inquiries/export.csv',
    );
    expect(inboxExportHref('artist-intake', { status: 'archived', q: '' })).toBe(
      '/api/admin/inbox/artist-intake/export.csv?status=archived',
    );
  });

  it('encodes the search', () => {
    expect(inboxExportHref('program-applications', { status: null, q: 'a&b=c@example.com' })).toBe(
      '/api/admin/inbox/program-applications/export.csv?q=a%26b%3Dc%40example.com',
    );
  });
});
