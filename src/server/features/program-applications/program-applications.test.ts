import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailJobs, enrollmentApplications } from '../../db/schema/index';
import { createTestApp, postJson, useFormSuite, type TestApp } from '../../test/test-app';

const PATH = '/api/program-applications';
const PROGRAM_ADDRESS = 'program@gbfmusic.example';

const valid = {
  firstName: '  Amara ',
  lastName: 'Okafor',
  email: ' Amara@Example.com ',
  phone: '+1 555 0100',
  stageName: 'Nova <Reign>',
  location: 'Atlanta, GA',
  experienceLevel: 'intermediate',
  musicGenres: ['Afrobeat', 'R&B/Soul', 'Afrobeat'],
  instagram: '@novareign',
  tiktok: '',
  spotify: 'https://open.spotify.com/artist/nova',
  youtube: null,
  goals: 'Release an EP and build a touring fan base.',
  whyProgram: 'I want to understand the business side of my music.',
};

/** Only the required fields (§5). */
const required = {
  firstName: 'Kai',
  lastName: 'Blue',
  email: 'kai@example.com',
  experienceLevel: 'beginner',
  goals: 'Finish my first single.',
  whyProgram: 'To learn how releases work.',
};

const suite = useFormSuite(enrollmentApplications);
const storedCount = () => suite.storedCount();

/** The `.eml` header value of `name` (first occurrence). */
const header = (mail: string, name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(mail)?.[1]?.trim();

/** The outbox's messages with their quoted-printable bodies decoded (headers stay as they are). */
async function readMails(t: TestApp): Promise<string[]> {
  return (await t.readOutbox()).map(({ content }) => {
    const soft = content.replace(/=\r?\n/g, '');
    return Buffer.from(
      soft.replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    )
      .toString('utf8')
      .replace(/\r\n/g, '\n');
  });
}

describe('POST /api/program-applications', () => {
  it('stores the application with the §3 columns and queues the admin notification and the welcome email', async () => {
    const res = await postJson(suite.t.app, PATH, valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };

    const rows = await suite.t.database.db
      .select()
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      firstName: 'Amara',
      lastName: 'Okafor',
      email: 'amara@example.com',
      phone: '+1 555 0100',
      stageName: 'Nova Reign',
      location: 'Atlanta, GA',
      experienceLevel: 'intermediate',
      musicGenres: ['Afrobeat', 'R&B/Soul'],
      goals: valid.goals,
      whyProgram: valid.whyProgram,
      socialMediaLinks: {
        instagram: '@novareign',
        tiktok: null,
        spotify: 'https://open.spotify.com/artist/nova',
        youtube: null,
      },
    });
    expect(await storedCount()).toBe(1);

    const mails = await readMails(suite.t);
    expect(mails).toHaveLength(2);
    const notification = mails.find((mail) => header(mail, 'To') === PROGRAM_ADDRESS);
    const welcome = mails.find((mail) => header(mail, 'To') === 'amara@example.com');
    expect(notification, 'the notify-enrollment email to the program admin').toBeDefined();
    expect(welcome, 'the welcome email to the applicant').toBeDefined();

    expect(header(notification!, 'Subject')).toBe('New program application: Amara Okafor');
    expect(header(notification!, 'Reply-To')).toBe('amara@example.com');
    for (const text of [
      'Amara',
      'Okafor',
      'amara@example.com',
      'Nova Reign',
      'Intermediate (2-5 years)',
      'Afrobeat, R&B/Soul',
      valid.goals,
      valid.whyProgram,
      // Every field, since the staff inbox: phone, location and the links too.
      'Phone:\n+1 555 0100',
      'Location:\nAtlanta, GA',
      'Instagram:\n@novareign',
      'Spotify:\nhttps://open.spotify.com/artist/nova',
    ]) {
      expect(notification, text).toContain(text);
    }

    expect(header(welcome!, 'Subject')).toBe('Welcome to the GBF Music Group Artist Development Program');
    expect(header(welcome!, 'Reply-To')).toBe(PROGRAM_ADDRESS);
    expect(welcome).toContain('Hi Amara,');
    expect(welcome).toContain('What happens next');
    expect(welcome).toContain('http://localhost:3999/program-auth');
    expect(welcome).toContain('http://localhost:3999/artist-development');
  });

  it('accepts the optional fields left out: nulls, no genres, empty social links', async () => {
    const res = await postJson(suite.t.app, PATH, required);
    expect(res.status).toBe(201);
    const [row] = await suite.t.database.db.select().from(enrollmentApplications);
    expect(row).toMatchObject({
      phone: null,
      stageName: null,
      location: null,
      musicGenres: [],
      experienceLevel: 'beginner',
      socialMediaLinks: { instagram: null, tiktok: null, spotify: null, youtube: null },
    });
    const mails = await readMails(suite.t);
    expect(mails).toHaveLength(2);
    expect(mails.some((mail) => mail.includes('Stage name:\n—'))).toBe(true);
  });

  it('reports every missing required field at once, storing and queueing nothing', async () => {
    const res = await postJson(suite.t.app, PATH, {});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(
      ['email', 'experienceLevel', 'firstName', 'goals', 'lastName', 'whyProgram'].sort(),
    );
    for (const message of Object.values(body.error.fields)) expect(message).toBe('This field is required.');
    expect(await storedCount()).toBe(0);
    expect(await suite.t.readOutbox()).toHaveLength(0);
  });

  it.each([
    ['an empty first name', 'firstName', '', 'This field is required.'],
    ['a blank last name', 'lastName', '   ', 'This field is required.'],
    ['an empty email', 'email', '', 'This field is required.'],
    ['a malformed email', 'email', 'amara@', 'Please enter a valid email address.'],
    ['no experience level', 'experienceLevel', '', 'This field is required.'],
    [
      'an unknown experience level',
      'experienceLevel',
      'expert',
      'Please choose an experience level from the list.',
    ],
    ['empty goals', 'goals', '', 'This field is required.'],
    ['a blank why-program', 'whyProgram', ' \n ', 'This field is required.'],
    ['an unknown genre', 'musicGenres', ['Polka'], 'Please choose genres from the list.'],
    ['genres as text', 'musicGenres', 'Pop', 'Please choose genres from the list.'],
    [
      'a first name of 101 characters',
      'firstName',
      'x'.repeat(101),
      'First name must be at most 100 characters.',
    ],
    [
      'a stage name of 101 characters',
      'stageName',
      's'.repeat(101),
      'Stage name must be at most 100 characters.',
    ],
    ['goals of 2001 characters', 'goals', 'g'.repeat(2001), 'Goals must be at most 2000 characters.'],
    [
      'an Instagram link of 301 characters',
      'instagram',
      'i'.repeat(301),
      'Instagram must be at most 300 characters.',
    ],
    ['a control character', 'location', 'Lagos\u0007', 'Please remove control characters.'],
    ['a line break in a name', 'firstName', 'Amara\nBcc: x@y.z', 'Please remove control characters.'],
    ['a lone surrogate', 'youtube', '@nova\ud800', 'Please remove invalid characters.'],
    ['a phone number that is not text', 'phone', 42, 'Phone must be text.'],
  ])(
    'rejects %s with 400 and the field message, storing and queueing nothing',
    async (_label, field, value, message) => {
      const res = await postJson(suite.t.app, PATH, { ...valid, [field]: value });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields).toEqual({ [field]: message });
      expect(await storedCount()).toBe(0);
      expect(await suite.t.readOutbox()).toHaveLength(0);
    },
  );

  it('refuses unknown fields, snake_case names included', async () => {
    for (const extra of [{ isApproved: true }, { first_name: 'Amara' }, { socialMediaLinks: {} }]) {
      const res = await postJson(suite.t.app, PATH, { ...valid, ...extra });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields).toEqual({ [Object.keys(extra)[0]!]: 'Unknown field.' });
    }
    expect(await storedCount()).toBe(0);
  });

  it('answers 413 for an oversize body, 400 for malformed JSON and 415 for another content type', async () => {
    const huge = await postJson(suite.t.app, PATH, { ...valid, goals: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    const malformed = await postJson(suite.t.app, PATH, '{"firstName": "Amara",');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { code: string } }).error.code).toBe('invalid_json');
    const form = await suite.t.app.request(PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'firstName=Amara',
    });
    expect(form.status).toBe(415);
    expect(await storedCount()).toBe(0);
    expect(await suite.t.readOutbox()).toHaveLength(0);
  });
});

describe('POST /api/program-applications while the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9: every SMTP delivery fails with a real connection error.
    t = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still stores the application (201) and keeps both emails queued for retry', async () => {
    const res = await postJson(t.app, PATH, valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(await t.emailWorker.drain()).toBe(0);

    const [stored] = await t.database.db
      .select()
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.id, id));
    expect(stored?.email).toBe('amara@example.com');
    const jobs = await t.database.db.select().from(emailJobs);
    expect(jobs.map((job) => job.toAddress).sort()).toEqual(['amara@example.com', PROGRAM_ADDRESS]);
    for (const job of jobs) {
      expect(job).toMatchObject({ status: 'pending', attempts: 1 });
      expect(job.lastError).toBeTruthy();
    }
  });
});
