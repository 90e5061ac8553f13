import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index';
import { postJson, useFormSuite } from '../../test/test-app';

const valid = {
  name: '  Ada Stone ',
  email: ' Ada@Example.COM ',
  subject: 'Booking <request>',
  message: 'We would love to book you for a show.',
};

const suite = useFormSuite(contactMessages);
const storedCount = () => suite.storedCount();

describe('POST /api/contact', () => {
  it('stores the cleaned message and writes the staff notification to the outbox', async () => {
    const res = await postJson(suite.t.app, '/api/contact', valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const [row] = await suite.t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Ada Stone',
      email: 'ada@example.com',
      subject: 'Booking request',
      message: valid.message,
    });

    const mails = await suite.t.readOutbox();
    const mail = mails.at(-1)!.content;
    expect(mail).toMatch(/^To: staff@gbfmusic\.example$/m);
    expect(mail).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(mail).toMatch(/^Subject: New contact message: Booking request$/m);
    expect(mail).toContain('We would love to book you for a show.');
    expect(mail).toContain('http://localhost:3999/contact');
  });

  it.each([
    ['name', { name: '' }, 'Please fill in all required fields.'],
    ['name', { name: '   ' }, 'Please fill in all required fields.'],
    ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters.'],
    ['email', { email: '' }, 'Please fill in all required fields.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address.'],
    ['email', { email: `${'a'.repeat(250)}@x.com` }, 'Email must be at most 255 characters.'],
    ['subject', { subject: '' }, 'Please fill in all required fields.'],
    ['subject', { subject: 's'.repeat(201) }, 'Subject must be at most 200 characters.'],
    ['message', { message: '' }, 'Please fill in all required fields.'],
    ['message', { message: 'too short' }, 'Please provide a more detailed message (minimum 10 characters).'],
    ['message', { message: 'm'.repeat(2001) }, 'Message must be at most 2000 characters.'],
    ['name', { name: 'Ada\u0000Stone' }, 'Please remove control characters.'],
    ['subject', { subject: 'Hi\r\nBcc: victim@example.com' }, 'Please remove control characters.'],
    ['name', { name: 42 }, 'Please fill in all required fields.'],
  ])('rejects a bad %s with 400, the field message and nothing stored', async (field, change, message) => {
    const res = await postJson(suite.t.app, '/api/contact', { ...valid, ...change });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields[field]).toBe(message);
    expect(await storedCount()).toBe(0);
    expect(await suite.t.readOutbox()).toHaveLength(0);
  });

  it('reports every missing field at once', async () => {
    const res = await postJson(suite.t.app, '/api/contact', {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('rejects unknown fields', async () => {
    const res = await postJson(suite.t.app, '/api/contact', { ...valid, isAdmin: true });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields.isAdmin).toBe('Unknown field.');
    expect(await storedCount()).toBe(0);
  });

  it('answers 413 for an oversize body and stores nothing', async () => {
    const res = await postJson(suite.t.app, '/api/contact', {
      ...valid,
      message: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    expect(await storedCount()).toBe(0);
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const malformed = await postJson(suite.t.app, '/api/contact', '{"name": "Ada",');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('invalid_json');

    const form = await suite.t.app.request('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Ada',
    });
    expect(form.status).toBe(415);
    expect(((await form.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type');

    const array = await postJson(suite.t.app, '/api/contact', '[1,2]');
    expect(array.status).toBe(400);
    expect(await storedCount()).toBe(0);

    // The server keeps serving after bad input.
    expect((await postJson(suite.t.app, '/api/contact', valid)).status).toBe(201);
  });
});
