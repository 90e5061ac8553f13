import { describe, expect, it } from 'vitest';
import { PEOPLE_VIEW_PARAMS, personHref, readPeopleView, withPeopleView } from './people-view';

const read = (search: string) => readPeopleView(new URLSearchParams(search));

describe('the Users tab’s state in the address', () => {
  it('shows everyone, no search and no person by default', () => {
    expect(read('tab=users')).toEqual({ filter: 'all', q: '', person: null });
  });

  it('reads the filter, the search and the open person', () => {
    expect(read('tab=users&filter=admins&q=Nova%20R&person=u1')).toEqual({
      filter: 'admins',
      q: 'Nova R',
      person: 'u1',
    });
  });

  it('reads an unknown filter as absent, and an empty person as none', () => {
    expect(read('filter=everyone&person=')).toEqual({ filter: 'all', q: '', person: null });
  });

  it('changes only what it is given, keeps the admin tab and leaves defaults out', () => {
    const params = new URLSearchParams('tab=users&filter=disabled&q=lee');
    expect(withPeopleView(params, { person: 'u1' }).toString()).toBe(
      'tab=users&filter=disabled&q=lee&person=u1',
    );
    expect(withPeopleView(params, { filter: 'all', q: '', person: null }).toString()).toBe('tab=users');
    expect(params.toString()).toBe('tab=users&filter=disabled&q=lee');
  });

  it('names every parameter it writes', () => {
    const written = withPeopleView(new URLSearchParams(), { filter: 'learners', q: 'a', person: 'b' });
    expect([...written.keys()].sort()).toEqual([...PEOPLE_VIEW_PARAMS].sort());
  });

  it('links a person’s page in /admin', () => {
    expect(personHref('0b6c2d1e-0000-4000-8000-000000000001')).toBe(
      '/admin?tab=users&person=0b6c2d1e-0000-4000-8000-000000000001',
    );
  });
});
