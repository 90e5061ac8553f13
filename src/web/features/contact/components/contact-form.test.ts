/**
 * The contact form as the server renders it (docs/decisions/0001 "Forms without JavaScript"): a native form that
 * posts to `/contact` with every field named, and, given the state of a refused post, the values and messages in
 * the HTML itself; given a stored one, the 'Message Sent!' confirmation.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PublicFormState } from '@shared/public-form-state';
import { ContactForm } from './contact-form';

function render(initialState?: PublicFormState): string {
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(ContactForm, { initialState }),
    ),
  );
}

/** The opening tags of the forms in `html`. */
const formTags = (html: string) => html.match(/<form[^>]*>/g) ?? [];

/** The opening tag of the element with `id`. */
const tagOf = (html: string, id: string) =>
  new RegExp(`<[a-z]+[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0] ?? '';

describe('the contact form in the server HTML', () => {
  it('posts natively to /contact with every control named, the honeypot included, and an enabled submit', () => {
    const html = render();
    const [form] = formTags(html);
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/contact"');
    for (const name of ['name', 'email', 'subject', 'message', 'contact_reference']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toMatch(/<button[^>]*type="submit"(?![^>]*disabled)[^>]*>/);
  });

  it('shows the values as sent and each field message of a refused post', () => {
    const html = render({
      values: { name: 'Ada "A" Stone', email: 'not-an-email', subject: 'Hi', message: 'short' },
      errors: {
        email: 'Please enter a valid email address.',
        message: 'Please provide a more detailed message (minimum 10 characters).',
      },
      submitted: false,
    });
    expect(tagOf(html, 'contact-name')).toContain('value="Ada &quot;A&quot; Stone"');
    expect(tagOf(html, 'contact-email')).toContain('value="not-an-email"');
    expect(tagOf(html, 'contact-email')).toContain('aria-invalid="true"');
    expect(tagOf(html, 'contact-name')).not.toContain('aria-invalid="true"');
    expect(html).toMatch(/<textarea[^>]*id="contact-message"[^>]*>short<\/textarea>/);
    expect(html).toContain('Please enter a valid email address.');
    expect(html).toContain('Please provide a more detailed message (minimum 10 characters).');
  });

  it('shows a refusal of the whole post above the form', () => {
    const html = render({
      values: {},
      errors: { form: 'Too many attempts. Please wait a few minutes and try again.' },
      submitted: false,
    });
    expect(html).toMatch(/role="alert"[^>]*>Too many attempts\. Please wait a few minutes and try again\.</);
  });

  it('shows a message on a field the form does not have above the form, so no refusal goes unseen', () => {
    const html = render({ values: {}, errors: { isAdmin: 'Unknown field.' }, submitted: false });
    expect(html).toMatch(/role="alert"[^>]*>Unknown field\.</);
  });

  it('shows the confirmation of a stored post, with a way back that works without JavaScript', () => {
    const html = render({ values: {}, errors: {}, submitted: true });
    expect(html).toContain('Message Sent!');
    expect(html).toContain('within 24-48 hours');
    const [form] = formTags(html);
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/contact"');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Another Message<\/button><\/form>/);
    expect(html).not.toContain('name="email"');
  });
});
