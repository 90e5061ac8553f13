/**
 * The touring form as the server renders it (docs/decisions/0001 "Forms without JavaScript"): a native form posting
 * to `/touring-services`, its boxes, choice and date kept from a refused post, and the lasting confirmation of a
 * stored one (the success toast's text).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicFormState } from '@shared/public-form-state';
import { TouringForm } from './touring-form';

function render(initialState?: PublicFormState): string {
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(TouringForm, { headingId: 'touring-heading', initialState }),
    ),
  );
}

const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the touring form in the server HTML', () => {
  it('posts natively to /touring-services with every control named and an enabled submit', () => {
    const html = render();
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/touring-services"');
    for (const name of ['stageName', 'contactNameRole', 'email', 'phone', 'genres', 'links', 'regions']) {
      expect(html).toContain(`name="${name}"`);
    }
    for (const name of ['startDate', 'budget', 'services', 'notes', 'contact_reference']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>/);
  });

  it('keeps the ticked boxes, the chosen budget and the field messages of a refused post', () => {
    const html = render({
      values: {
        stageName: 'Kairo Blue',
        genres: 'RnB\nAfrobeats',
        services: 'Marketing',
        budget: '2000-5000',
        startDate: '2027-03-01',
        regions: '',
      },
      errors: { regions: 'This field is required.' },
      submitted: false,
    });
    expect(tagOf(html, 'touring-genres-rnb')).toContain('checked=""');
    expect(tagOf(html, 'touring-genres-afrobeats')).toContain('checked=""');
    expect(tagOf(html, 'touring-genres-pop')).not.toContain('checked');
    expect(tagOf(html, 'touring-services-marketing')).toContain('checked=""');
    expect(html).toMatch(/<option value="2000-5000" selected="">/);
    expect(tagOf(html, 'touring-start-date')).toContain('value="2027-03-01"');
    expect(tagOf(html, 'touring-stage-name')).toContain('value="Kairo Blue"');
    expect(tagOf(html, 'touring-regions')).toContain('aria-invalid="true"');
    expect(html).toContain('This field is required.');
  });

  it('shows the confirmation of a stored post instead of the form', () => {
    const html = render({ values: {}, errors: {}, submitted: true });
    expect(html).toContain('Thanks for reaching out!');
    expect(html).toContain('Our team will review your submission and contact you within 48 hours.');
    expect(html).toContain('Send Another Inquiry');
    expect(html).not.toContain('name="stageName"');
  });
});
