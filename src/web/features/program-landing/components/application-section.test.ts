/**
 * The application's way in without JavaScript (docs/decisions/0001 "Forms without JavaScript"): the `#apply`
 * section, hidden until it is the page's target unless the server rendered it with a state, holding the
 * application form posting to `/artist-development#apply`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicFormState } from '@shared/public-form-state';
import { ApplicationSection } from './application-section';

function render(initialState?: PublicFormState): string {
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(ApplicationSection, { initialState }),
    ),
  );
}

const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the #apply section in the server HTML', () => {
  it('is hidden until targeted, and holds the form posting to /artist-development#apply', () => {
    const html = render();
    expect(tagOf(html, 'apply')).toMatch(/class="[^"]*\bhidden target:block\b/);
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/artist-development#apply"');
    for (const name of ['firstName', 'experienceLevel', 'musicGenres', 'whyProgram', 'contact_reference']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).not.toContain('Cancel');
  });

  it('is shown with the values and messages of a refused post', () => {
    const html = render({
      values: { firstName: 'Kai', musicGenres: 'Jazz\nGospel', experienceLevel: '' },
      errors: { experienceLevel: 'This field is required.' },
      submitted: false,
    });
    expect(tagOf(html, 'apply')).not.toContain('hidden');
    expect(tagOf(html, 'apply-firstname')).toContain('value="Kai"');
    expect(tagOf(html, 'apply-genre-jazz')).toContain('checked=""');
    expect(tagOf(html, 'apply-genre-gospel')).toContain('checked=""');
    expect(tagOf(html, 'apply-genre-pop')).not.toContain('checked');
    expect(tagOf(html, 'apply-experiencelevel')).toContain('aria-invalid="true"');
  });

  it('is shown with the confirmation of a stored post', () => {
    const html = render({ values: {}, errors: {}, submitted: true });
    expect(tagOf(html, 'apply')).not.toContain('hidden');
    expect(html).toContain('Application Submitted!');
    expect(html).toContain('Thank you for applying! Check your email for a welcome message.');
    expect(html).not.toContain('name="firstName"');
  });
});
