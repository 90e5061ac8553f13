import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { enrollmentApplications } from '../../db/schema/index';
import { postJson, useFormSuite } from '../../test/test-app';

const valid = {
  stageName: 'Nova Reign',
  legalName: 'Amara  Grace Okafor',
  email: 'Amara@Example.com',
  phone: '+1 555 0100',
  genres: 'Afrobeats, R&B ,, Soul',
  location: 'Atlanta, GA',
  musicalInfluences: 'Burna Boy, Sade',
  hasReleasedMusic: 'yes',
  socialHandles: '@novareign',
  hasManagement: 'no',
  goals: 'Release an EP and build a touring fan base.',
  challenges: 'Marketing on a small budget.',
};

const suite = useFormSuite(enrollmentApplications);
const storedCount = () => suite.storedCount();

describe('POST /api/enrollment-applications (artist intake)', () => {
  it('stores the application with the §5 mapping and notifies the staff', async () => {
    const res = await postJson(suite.t.app, '/api/enrollment-applications', valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await suite.t.database.db
      .select()
      .from(enrollmentApplications)
      .where(eq(enrollmentApplications.id, id));
    expect(row).toMatchObject({
      firstName: 'Amara',
      lastName: 'Grace Okafor',
      stageName: 'Nova Reign',
      email: 'amara@example.com',
      phone: '+1 555 0100',
      musicGenres: ['Afrobeats', 'R&B', 'Soul'],
      location: 'Atlanta, GA',
      experienceLevel: 'intermediate',
      goals: valid.goals,
      whyProgram: valid.challenges,
      socialMediaLinks: {
        handles: '@novareign',
        hasReleasedMusic: 'yes',
        hasManagement: 'no',
        musicalInfluences: 'Burna Boy, Sade',
      },
    });

    const [mail] = await suite.t.readOutbox();
    expect(mail!.content).toMatch(/^Subject: New artist intake application: Nova Reign$/m);
    expect(mail!.content).toMatch(/^To: staff@gbfmusic\.example$/m);
    expect(mail!.content).toContain('Afrobeats, R&B, Soul');
  });

  it('accepts the optional fields left out or empty', async () => {
    const { phone: _p, socialHandles: _s, hasReleasedMusic: _r, ...required } = valid;
    const res = await postJson(suite.t.app, '/api/enrollment-applications', {
      ...required,
      hasManagement: '',
    });
    expect(res.status).toBe(201);
    const [row] = await suite.t.database.db.select().from(enrollmentApplications);
    expect(row!.phone).toBeNull();
    expect(row!.socialMediaLinks).toMatchObject({
      handles: null,
      hasReleasedMusic: null,
      hasManagement: null,
    });
  });

  it.each([
    ['stageName', ''],
    ['legalName', '  '],
    ['email', ''],
    ['email', 'nope@'],
    ['genres', ' , ,'],
    ['location', ''],
    ['musicalInfluences', ''],
    ['goals', ''],
    ['challenges', ''],
    ['hasReleasedMusic', 'maybe'],
    ['stageName', 'x'.repeat(101)],
    ['goals', 'g'.repeat(2001)],
    ['location', 'Paris\u0007'],
  ])('rejects %s = %j with 400 and a field error, storing nothing', async (field, value) => {
    const res = await postJson(suite.t.app, '/api/enrollment-applications', { ...valid, [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields[field]).toEqual(expect.any(String));
    expect(await storedCount()).toBe(0);
    expect(await suite.t.readOutbox()).toHaveLength(0);
  });

  it.each([
    ['stageName', 'Nova\ud800'],
    ['legalName', '\udc00Amara Okafor'],
    ['genres', 'Afrobeats, \ud83d'],
    ['goals', 'Tour\u0000'],
    ['phone', '+1 555\ud800'],
    ['socialHandles', '@nova\ude00'],
    ['email', 'amara\ud800@example.com'],
  ])('refuses %s = %j (a lone surrogate or NUL) with 400 and a field error', async (field, value) => {
    const res = await postJson(suite.t.app, '/api/enrollment-applications', { ...valid, [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    expect(body.error.fields[field]).toMatch(/^Please remove (invalid|control) characters\.$/);
    expect(await storedCount()).toBe(0);
  });

  it('keeps text with characters outside the Basic Multilingual Plane (surrogate pairs)', async () => {
    const res = await postJson(suite.t.app, '/api/enrollment-applications', {
      ...valid,
      stageName: 'Nova \ud83c\udfb5',
    });
    expect(res.status).toBe(201);
    const [row] = await suite.t.database.db.select().from(enrollmentApplications);
    expect(row!.stageName).toBe('Nova 🎵');
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses the key %s as an unknown field',
    async (key) => {
      const body = `${JSON.stringify(valid).slice(0, -1)},${JSON.stringify(key)}:1}`;
      const res = await postJson(suite.t.app, '/api/enrollment-applications', body);
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
      expect(answer.error.code).toBe('validation_failed');
      expect(Object.entries(answer.error.fields)).toEqual([[key, 'Unknown field.']]);
      expect(await storedCount()).toBe(0);
    },
  );

  it('rejects unknown fields and oversize bodies', async () => {
    const unknown = await postJson(suite.t.app, '/api/enrollment-applications', {
      ...valid,
      experienceLevel: 'professional',
    });
    expect(unknown.status).toBe(400);
    const huge = await postJson(suite.t.app, '/api/enrollment-applications', {
      ...valid,
      goals: 'x'.repeat(200_000),
    });
    expect(huge.status).toBe(413);
    expect(await storedCount()).toBe(0);
  });
});
