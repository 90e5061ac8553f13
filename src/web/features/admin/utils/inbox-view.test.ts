import { describe, expect, it } from 'vitest';
import { INBOX_VIEW_PARAMS, readInboxView, withInboxView } from './inbox-view';

const read = (search: string) => readInboxView(new URLSearchParams(search));

describe('the Inbox tab’s state in the address', () => {
  it('opens the first kind, all but archived, no search and no item by default', () => {
    expect(read('tab=inbox')).toEqual({ kind: 'program-applications', status: null, q: '', item: null });
  });

  it('reads the kind, the status, the search and the open item', () => {
    expect(read('tab=inbox&kind=contact-messages&status=in-progress&q=Ada%20L&item=abc')).toEqual({
      kind: 'contact-messages',
      status: 'in-progress',
      q: 'Ada L',
      item: 'abc',
    });
  });

  it('reads an unknown kind or status as absent, and an empty item as none', () => {
    expect(read('kind=invoices&status=spam&item=')).toEqual({
      kind: 'program-applications',
      status: null,
      q: '',
      item: null,
    });
  });

  it('changes only what it is given and keeps the admin tab', () => {
    const params = new URLSearchParams('tab=inbox&kind=touring-inquiries&q=lee');
    expect(withInboxView(params, { status: 'done' }).toString()).toBe(
      'tab=inbox&kind=touring-inquiries&q=lee&status=done',
    );
    expect(params.toString()).toBe('tab=inbox&kind=touring-inquiries&q=lee');
  });

  it('leaves defaults out of the address', () => {
    const params = new URLSearchParams('tab=inbox&kind=artist-intake&status=done&q=lee&item=abc');
    expect(
      withInboxView(params, { kind: 'program-applications', status: null, q: '', item: null }).toString(),
    ).toBe('tab=inbox');
  });

  it('opens and closes an item, keeping the list’s filter', () => {
    const list = new URLSearchParams('tab=inbox&kind=contact-messages&q=ada');
    const opened = withInboxView(list, { item: 'id-1' });
    expect(readInboxView(opened)).toEqual({ kind: 'contact-messages', status: null, q: 'ada', item: 'id-1' });
    expect(withInboxView(opened, { item: null }).toString()).toBe(list.toString());
  });

  it('names every parameter it writes, so the admin page can clear them', () => {
    const all = withInboxView(new URLSearchParams(), {
      kind: 'artist-intake',
      status: 'new',
      q: 'x',
      item: 'y',
    });
    expect([...all.keys()].sort()).toEqual([...INBOX_VIEW_PARAMS].sort());
  });
});
