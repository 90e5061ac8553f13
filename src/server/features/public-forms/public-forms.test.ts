/**
 * The four public forms posted without JavaScript (docs/decisions/0001 "Forms without JavaScript"): what a browser
 * gets back (status, redirect, the page's state) and what is stored and sent. The page renderer is the web side's;
 * here it is replaced by one that returns the path and state it was given, which is what the page shows.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from '@shared/public-forms';
import { contactMessages, emailJobs, enrollmentApplications, touringInquiries } from '../../db/schema/index';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { createTestApp, postJson, randomIp, type TestApp } from '../../test/test-app';

/**
 * What the test renderer answers: the page's path, the islands' state it was rendered with, and `signedIn` when it
 * was rendered for a signed-in visitor.
 */
interface Rendered {
  path: string;
  signedIn?: true;
  state: Record<
    string,
    { values: Record<string, string>; errors: Record<string, string>; submitted: boolean }
  >;
}

let t: TestApp;
const SITE = 'http://localhost:3999';
/** Every page the renderer was asked for, as it answered it. */
const renders: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    renderPublicPage: async (path, state, options) => {
      const page = JSON.stringify({ path, state, ...(options?.signedIn ? { signedIn: true } : {}) });
      renders.push(page);
      return page;
    },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  for (const table of [contactMessages, touringInquiries, enrollmentApplications, emailJobs]) {
    await t.database.db.delete(table);
  }
  await t.clearOutbox();
});

/** A form post as a browser sends it from the site's own page, from a random client IP unless `headers` names one. */
function postForm(path: string, fields: [string, string][] | string, headers: Record<string, string> = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: SITE,
      'sec-fetch-site': 'same-origin',
      'x-forwarded-for': randomIp(),
      ...headers,
    },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

const contact: [string, string][] = [
  ['name', '  Ada Stone '],
  ['email', ' Ada@Example.COM '],
  ['subject', 'Booking <request>'],
  ['message', 'We would love to book you for a show.'],
  [HONEYPOT_FIELD, ''],
];

const touring: [string, string][] = [
  ['stageName', 'Kairo Blue'],
  ['contactNameRole', 'Dana Lee, Manager'],
  ['email', 'dana@kairo.example'],
  ['phone', ''],
  ['genres', 'RnB'],
  ['genres', 'Afrobeats'],
  ['links', 'https://music.example/kairo'],
  ['regions', 'US East Coast, UK'],
  ['startDate', '2027-03-01'],
  ['budget', '2000-5000'],
  ['services', 'Route Planning'],
  ['services', 'Marketing'],
  ['notes', 'Looking for 10 dates.'],
  [HONEYPOT_FIELD, ''],
];

const intake: [string, string][] = [
  ['stageName', 'Nova Reign'],
  ['legalName', 'Amara Grace Okafor'],
  ['email', 'amara@example.com'],
  ['phone', ''],
  ['genres', 'Afrobeats, Soul'],
  ['location', 'Atlanta, GA'],
  ['musicalInfluences', 'Burna Boy, Sade'],
  ['hasReleasedMusic', 'yes'],
  ['socialHandles', ''],
  ['hasManagement', 'no'],
  ['goals', 'Release an EP and build a touring fan base.'],
  ['challenges', 'Marketing on a small budget.'],
  [HONEYPOT_FIELD, ''],
];

const application: [string, string][] = [
  ['firstName', 'Kai'],
  ['lastName', 'Blue'],
  ['email', 'kai@example.com'],
  ['phone', ''],
  ['stageName', ''],
  ['location', ''],
  ['experienceLevel', 'beginner'],
  ['musicGenres', 'Jazz'],
  ['musicGenres', 'Gospel'],
  ['instagram', '@kaiblue'],
  ['tiktok', ''],
  ['spotify', ''],
  ['youtube', ''],
  ['goals', 'Finish my first single.'],
  ['whyProgram', 'To learn how releases work.'],
  [HONEYPOT_FIELD, ''],
];

/** `fields` with `name` set to `value` (every occurrence removed first). */
const withField = (fields: [string, string][], name: string, value: string): [string, string][] => [
  ...fields.filter(([key]) => key !== name),
  [name, value],
];

async function rendered(res: Response): Promise<Rendered> {
  return JSON.parse(await res.text()) as Rendered;
}

describe('a form posted without JavaScript', () => {
  it('stores the contact message, sends its email and redirects to the confirmation (303)', async () => {
    const res = await postForm('/contact', contact);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/contact?submitted=1');

    const rows = await t.database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Ada Stone',
      email: 'ada@example.com',
      subject: 'Booking request',
      message: 'We would love to book you for a show.',
    });
    const mails = await t.readOutbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.content).toMatch(/^Subject: New contact message: Booking request$/m);
    expect(mails[0]!.content).toMatch(/^Reply-To: ada@example\.com$/m);
  });

  it("shows the confirmation on the page it redirects to, with the static pages' policy", async () => {
    const res = await t.app.request('/contact?submitted=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const body = await res.text();
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(body));
    expect(JSON.parse(body)).toEqual({
      path: '/contact',
      state: { 'contact-form': { values: {}, errors: {}, submitted: true } },
    });

    for (const [path, island] of [
      ['/touring-services', 'touring-form'],
      ['/artist-intake', 'artist-intake-form'],
      ['/artist-development', 'program-application'],
    ] as const) {
      const page = await t.app.request(`${path}?submitted=1`);
      expect(page.status).toBe(200);
      expect(await rendered(page)).toEqual({
        path,
        state: { [island]: { values: {}, errors: {}, submitted: true } },
      });
    }
  });

  it('renders the confirmation, the same for everyone, once', async () => {
    const first = await t.app.request('/touring-services?submitted=1');
    const before = renders.length;
    const again = await t.app.request('/touring-services?submitted=1');
    expect(await again.text()).toBe(await first.text());
    expect(renders.length).toBe(before);
  });

  it('is rendered for a signed-in visitor when the request carries a session cookie, each kind once', async () => {
    const cookie = { cookie: 'theme=dark; gbf.session_token=abc.def' };
    const confirmation = await t.app.request('/contact?submitted=1', { headers: cookie });
    expect(await rendered(confirmation)).toMatchObject({ path: '/contact', signedIn: true });
    const visitor = await rendered(await t.app.request('/contact?submitted=1'));
    expect(visitor.signedIn).toBeUndefined();

    const bad = await postForm('/contact', withField(contact, 'email', 'not-an-email'), cookie);
    expect(bad.status).toBe(422);
    expect(await rendered(bad)).toMatchObject({ path: '/contact', signedIn: true });
  });

  it('leaves the page without the query to the static pages', async () => {
    const res = await t.app.request('/contact');
    // The test app has no web build: the static page route answers that it is not built, the renderer is not used.
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain('contact-form');
  });

  it("answers bad input with 422 and the page holding every value as sent and the JSON API's messages", async () => {
    const bad = withField(withField(contact, 'email', 'not-an-email'), 'message', 'too short');
    const res = await postForm('/contact', bad);
    expect(res.status).toBe(422);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    expect(res.headers.get('content-security-policy')).toBe(contentSecurityPolicy(body));

    const api = await postJson(t.app, '/api/contact', Object.fromEntries(bad));
    expect(api.status).toBe(400);
    const { error } = (await api.json()) as { error: { fields: Record<string, string> } };

    expect(JSON.parse(body)).toEqual({
      path: '/contact',
      state: {
        'contact-form': {
          values: {
            name: '  Ada Stone ',
            email: 'not-an-email',
            subject: 'Booking <request>',
            message: 'too short',
          },
          errors: error.fields,
          submitted: false,
        },
      },
    });
    expect(error.fields).toEqual({
      email: 'Please enter a valid email address.',
      message: 'Please provide a more detailed message (minimum 10 characters).',
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.readOutbox()).toHaveLength(0);
  });

  it('reports every missing field of an empty form at once', async () => {
    const res = await postForm('/contact', '');
    expect(res.status).toBe(422);
    const { state } = await rendered(res);
    expect(Object.keys(state['contact-form']!.errors).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
    ]);
    expect(state['contact-form']!.values).toEqual({});
  });

  it('stores a touring inquiry with every ticked box, and keeps the boxes on bad input', async () => {
    const res = await postForm('/touring-services', touring);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/touring-services?submitted=1');
    const [row] = await t.database.db.select().from(touringInquiries);
    expect(row).toMatchObject({
      stageName: 'Kairo Blue',
      genres: ['RnB', 'Afrobeats'],
      services: ['Route Planning', 'Marketing'],
      budget: '2000-5000',
    });
    expect((await t.readOutbox())[0]!.content).toMatch(/^Subject: New touring inquiry: Kairo Blue$/m);

    const bad = await postForm('/touring-services', withField(touring, 'regions', ''));
    expect(bad.status).toBe(422);
    const { state } = await rendered(bad);
    expect(state['touring-form']).toMatchObject({
      values: { genres: 'RnB\nAfrobeats', services: 'Route Planning\nMarketing', regions: '' },
      errors: { regions: 'This field is required.' },
      submitted: false,
    });
    expect(await t.database.db.select().from(touringInquiries)).toHaveLength(1);
  });

  it('takes a form as a browser sends it with the optional fields blank and no box ticked', async () => {
    const blank = (fields: [string, string][], names: string[]) =>
      fields
        .filter(([key]) => !names.includes(key) || !['genres', 'services', 'musicGenres'].includes(key))
        .map(([key, value]): [string, string] => [key, names.includes(key) ? '' : value]);
    const touringBlank = blank(touring, ['phone', 'genres', 'startDate', 'budget', 'services', 'notes']);
    expect((await postForm('/touring-services', touringBlank)).status).toBe(303);
    const [row] = await t.database.db.select().from(touringInquiries);
    expect(row).toMatchObject({ genres: [], services: [], startDate: null });

    const intakeBlank = blank(intake, ['phone', 'hasReleasedMusic', 'socialHandles', 'hasManagement']);
    expect((await postForm('/artist-intake', intakeBlank)).status).toBe(303);
    const applicationBlank = blank(application, [
      'phone',
      'stageName',
      'location',
      'musicGenres',
      'instagram',
    ]);
    expect((await postForm('/artist-development', applicationBlank)).status).toBe(303);
    expect(await t.database.db.select().from(enrollmentApplications)).toHaveLength(2);
  });

  it('stores an artist intake application and notifies the staff', async () => {
    const res = await postForm('/artist-intake', intake);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/artist-intake?submitted=1');
    const [row] = await t.database.db.select().from(enrollmentApplications);
    expect(row).toMatchObject({ stageName: 'Nova Reign', email: 'amara@example.com' });
    expect(await t.readOutbox()).toHaveLength(1);

    const bad = await postForm('/artist-intake', withField(intake, 'hasManagement', 'maybe'));
    expect(bad.status).toBe(422);
    const { state } = await rendered(bad);
    expect(state['artist-intake-form']!.values.hasManagement).toBe('maybe');
    expect(Object.keys(state['artist-intake-form']!.errors)).toEqual(['hasManagement']);
  });

  it('stores a program application and sends its two emails', async () => {
    const res = await postForm('/artist-development', application);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/artist-development?submitted=1');
    const rows = await t.database.db
      .select()
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.email, 'kai@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ firstName: 'Kai', musicGenres: ['Jazz', 'Gospel'] });
    const mails = await t.readOutbox();
    expect(mails.map((m) => /^To: (.*)$/m.exec(m.content)?.[1]?.trim()).sort()).toEqual([
      'kai@example.com',
      'program@gbfmusic.example',
    ]);

    const bad = await postForm('/artist-development', withField(application, 'experienceLevel', ''));
    expect(bad.status).toBe(422);
    const { path, state } = await rendered(bad);
    expect(path).toBe('/artist-development');
    expect(state['program-application']).toMatchObject({
      values: { musicGenres: 'Jazz\nGospel', experienceLevel: '', firstName: 'Kai' },
      errors: { experienceLevel: 'This field is required.' },
    });
  });
});

describe('the honeypot', () => {
  it('is answered like a stored submission, with nothing stored or sent, either way in', async () => {
    const form = await postForm('/contact', withField(contact, HONEYPOT_FIELD, 'https://spam.example'));
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/contact?submitted=1');

    const json = await postJson(t.app, '/api/contact', {
      ...Object.fromEntries(contact),
      [HONEYPOT_FIELD]: 'https://spam.example',
    });
    expect(json.status).toBe(201);
    expect((await json.json()) as { id: string }).toEqual({ id: expect.any(String) });

    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    expect(await t.readOutbox()).toHaveLength(0);
  });

  it('left empty, is no unknown field for the JSON route', async () => {
    const json = await postJson(t.app, '/api/touring-inquiries', {
      ...Object.fromEntries(touring.filter(([key]) => key !== 'genres' && key !== 'services')),
      genres: ['RnB'],
      services: [],
      [HONEYPOT_FIELD]: '',
    });
    expect(json.status).toBe(201);
    expect(await t.database.db.select().from(touringInquiries)).toHaveLength(1);
  });
});

describe("a form post refused as a whole gets the form's page, not JSON", () => {
  it('past the rate limit it shared with the JSON route: 429 with Retry-After and the message above the form', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++)
      expect((await postJson(t.app, '/api/contact', {}, { 'x-forwarded-for': ip })).status).toBe(400);
    for (let i = 0; i < 5; i++)
      expect((await postForm('/contact', '', { 'x-forwarded-for': ip })).status).toBe(422);

    const res = await postForm('/contact', contact, { 'x-forwarded-for': ip });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(await rendered(res)).toEqual({
      path: '/contact',
      state: {
        'contact-form': {
          values: {},
          errors: { form: 'Too many attempts. Please wait a few minutes and try again.' },
          submitted: false,
        },
      },
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
    // Another form counts on its own.
    expect((await postForm('/artist-intake', intake, { 'x-forwarded-for': ip })).status).toBe(303);
  });

  it('from another site: 403 and nothing stored', async () => {
    const res = await postForm('/touring-services', touring, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    const { state } = await rendered(res);
    expect(state['touring-form']).toEqual({
      values: {},
      errors: {
        form: 'This form was sent from another site, so it was not accepted. Please fill it in on this page.',
      },
      submitted: false,
    });
    expect(await t.database.db.select().from(touringInquiries)).toHaveLength(0);
    expect(await t.readOutbox()).toHaveLength(0);
  });

  it('too large: 413; not a form body: 415; nothing stored', async () => {
    const large = await postForm('/contact', withField(contact, 'message', 'x'.repeat(70 * 1024)));
    expect(large.status).toBe(413);
    expect((await rendered(large)).state['contact-form']!.errors).toEqual({
      form: 'Your submission is too long to send. Please shorten it and try again.',
    });

    const json = await postForm('/contact', JSON.stringify(Object.fromEntries(contact)), {
      'content-type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect((await rendered(json)).state['contact-form']!.errors).toEqual({
      form: 'Your submission could not be read. Please try again.',
    });
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(0);
  });
});
