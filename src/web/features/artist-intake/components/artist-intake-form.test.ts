/**
 * The artist intake form as the server renders it (docs/decisions/0001 "Forms without JavaScript"): a native form
 * posting to `/artist-intake`, its answers kept from a refused post, and the lasting confirmation of a stored one.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INTAKE_RECEIVED_TEXT } from '@shared/messages/forms';
import type { PublicFormState } from '@shared/public-form-state';
import { ArtistIntakeForm } from './artist-intake-form';

function render(initialState?: PublicFormState): string {
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(ArtistIntakeForm, { headingId: 'intake-heading', initialState }),
    ),
  );
}

const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the artist intake form in the server HTML', () => {
  it('posts natively to /artist-intake, keeping the answers and messages of a refused post', () => {
    const html = render({
      values: { stageName: 'Nova Reign', hasReleasedMusic: 'yes', goals: 'An EP.' },
      errors: {
        email: 'This field is required.',
        form: 'Your submission could not be read. Please try again.',
      },
      submitted: false,
    });
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/artist-intake"');
    expect(html).toContain('name="contact_reference"');
    expect(tagOf(html, 'intake-stage-name')).toContain('value="Nova Reign"');
    expect(tagOf(html, 'intake-email')).toContain('aria-invalid="true"');
    expect(html).toMatch(/<textarea[^>]*id="intake-goals"[^>]*>An EP\.<\/textarea>/);
    expect(html).toMatch(/<option value="yes" selected="">/);
    expect(html).toContain('Your submission could not be read. Please try again.');
    expect(html).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>/);
  });

  it('shows the confirmation of a stored post instead of the form', () => {
    const html = render({ values: {}, errors: {}, submitted: true });
    expect(html).toContain('Application Submitted');
    expect(html).toContain('Your artist intake form has been submitted successfully.');
    // The line that stays, as after a submission sent by the page's script (issue 38 item 5).
    expect(html).toContain(INTAKE_RECEIVED_TEXT);
    expect(html).not.toContain('name="stageName"');
  });
});
