import { describe, expect, it } from 'vitest';
import { ALLOW_LIST_VIEW_PARAMS, readAllowListView, withAllowListView } from './allow-list-view';

const read = (search: string) => readAllowListView(new URLSearchParams(search));

describe('the Allow-lists tab’s state in the address', () => {
  it('opens approved artists, every entry, no search and no entry by default', () => {
    expect(read('tab=allow-lists')).toEqual({ list: 'artist', state: 'all', q: '', entry: null });
  });

  it('reads the list, the state, the search and the open entry', () => {
    expect(read('tab=allow-lists&list=agent&state=disabled&q=lee%40&entry=abc')).toEqual({
      list: 'agent',
      state: 'disabled',
      q: 'lee@',
      entry: 'abc',
    });
  });

  it('reads an unknown list or state as absent, and an empty entry as none', () => {
    expect(read('list=admins&state=maybe&entry=')).toEqual({
      list: 'artist',
      state: 'all',
      q: '',
      entry: null,
    });
  });

  it('changes only what it is given, keeps the admin tab and leaves defaults out', () => {
    const params = new URLSearchParams('tab=allow-lists&list=agent&q=lee');
    expect(withAllowListView(params, { state: 'enabled', entry: 'x' }).toString()).toBe(
      'tab=allow-lists&list=agent&q=lee&state=enabled&entry=x',
    );
    expect(withAllowListView(params, { list: 'artist', state: 'all', q: '', entry: null }).toString()).toBe(
      'tab=allow-lists',
    );
    expect(params.toString()).toBe('tab=allow-lists&list=agent&q=lee');
  });

  it('names every parameter it writes', () => {
    const written = withAllowListView(new URLSearchParams(), {
      list: 'agent',
      state: 'disabled',
      q: 'a',
      entry: 'b',
    });
    expect([...written.keys()].sort()).toEqual([...ALLOW_LIST_VIEW_PARAMS].sort());
  });
});
