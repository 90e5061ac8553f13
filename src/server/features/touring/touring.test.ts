import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { touringInquiries } from '../../db/schema/index';
import { postJson, useFormSuite } from '../../test/test-app';

const valid = {
  stageName: 'Kairo Blue',
  contactNameRole: 'Dana Lee, Manager',
  email: 'dana@kairo.example',
  phone: '',
  genres: ['RnB', 'Afrobeats', 'RnB'],
  links: 'https://music.example/kairo',
  regions: 'US East Coast, UK',
  startDate: '2027-03-01T00:00:00.000Z',
  budget: '2000-5000',
  services: ['Route Planning', 'Marketing'],
  notes: 'Looking for 10 dates.',
};

const suite = useFormSuite(touringInquiries);
const storedCount = () => suite.storedCount();

describe('POST /api/touring-inquiries', () => {
  it('stores the inquiry and notifies the staff', async () => {
    const res = await postJson(suite.t.app, '/api/touring-inquiries', valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await suite.t.database.db
      .select()
      .from(touringInquiries)
      .where(eq(touringInquiries.id, id));
    expect(row).toMatchObject({
      stageName: 'Kairo Blue',
      contactNameRole: 'Dana Lee, Manager',
      email: 'dana@kairo.example',
      phone: null,
      genres: ['RnB', 'Afrobeats'],
      startDate: '2027-03-01',
      budget: '2000-5000',
      services: ['Route Planning', 'Marketing'],
      notes: 'Looking for 10 dates.',
    });
    const [mail] = await suite.t.readOutbox();
    expect(mail!.content).toMatch(/^Subject: New touring inquiry: Kairo Blue$/m);
    expect(mail!.content).toContain('$2,000 - $5,000');
  });

  it('accepts a null start date and no choices', async () => {
    const res = await postJson(suite.t.app, '/api/touring-inquiries', {
      ...valid,
      startDate: null,
      genres: [],
      services: [],
      budget: null,
    });
    expect(res.status).toBe(201);
    const [row] = await suite.t.database.db.select().from(touringInquiries);
    expect(row).toMatchObject({ startDate: null, genres: [], services: [], budget: null });
  });

  it.each([
    ['stageName', ''],
    ['contactNameRole', ''],
    ['email', 'dana'],
    ['links', ''],
    ['regions', ' '],
    ['startDate', 'next spring'],
    ['startDate', '2027-13-45'],
    ['budget', 'a-million'],
    ['genres', ['Polka']],
    ['services', 'Marketing'],
    ['notes', 'n'.repeat(2001)],
  ])('rejects %s = %j with 400 and stores nothing', async (field, value) => {
    const res = await postJson(suite.t.app, '/api/touring-inquiries', { ...valid, [field]: value });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; fields: Record<string, string> } };
    expect(body.error.message).toEqual(expect.any(String));
    expect(body.error.fields[field]).toEqual(expect.any(String));
    expect(await storedCount()).toBe(0);
  });

  it.each([
    '2026-02-29',
    '2026-02-31',
    '2026-04-31',
    '0000-01-01',
    '2026-02-29T10:00:00Z',
    '2027-03-01T24:00',
  ])('refuses the start date %s, which does not exist, with 400 and a field error', async (startDate) => {
    const res = await postJson(suite.t.app, '/api/touring-inquiries', { ...valid, startDate });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual({ startDate: 'Please enter a valid date.' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses a real start date outside the years 1900 to 2200, and accepts 29 February of a leap year', async () => {
    for (const startDate of ['1899-12-31', '2201-01-01']) {
      const res = await postJson(suite.t.app, '/api/touring-inquiries', { ...valid, startDate });
      expect(res.status, startDate).toBe(400);
      const body = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(body.error.fields.startDate).toBe('Please enter a date between the years 1900 and 2200.');
    }
    expect(await storedCount()).toBe(0);
    const leap = await postJson(suite.t.app, '/api/touring-inquiries', { ...valid, startDate: '2028-02-29' });
    expect(leap.status).toBe(201);
    const [row] = await suite.t.database.db.select().from(touringInquiries);
    expect(row!.startDate).toBe('2028-02-29');
  });

  it('rejects unknown fields, malformed JSON and oversize bodies', async () => {
    const unknown = await postJson(suite.t.app, '/api/touring-inquiries', { ...valid, approved: true });
    expect(unknown.status).toBe(400);
    expect(
      ((await unknown.json()) as { error: { fields: Record<string, string> } }).error.fields.approved,
    ).toBe('Unknown field.');
    expect((await postJson(suite.t.app, '/api/touring-inquiries', '{"stageName":')).status).toBe(400);
    const huge = await postJson(suite.t.app, '/api/touring-inquiries', {
      ...valid,
      notes: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(await storedCount()).toBe(0);
    expect(await suite.t.readOutbox()).toHaveLength(0);
  });
});
