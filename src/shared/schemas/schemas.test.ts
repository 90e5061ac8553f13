import { describe, expect, it } from 'vitest';
import { artistIntakeSchema, splitGenres } from './artist-intake';
import { contactSchema } from './contact';
import { approvalQuerySchema, resetPasswordSchema, signInSchema, tokenSchema } from './auth';
import { isCalendarDate, isPostgresTimestamp, isoDatePart } from './calendar';
import {
  decodeResourceCursor,
  encodeResourceCursor,
  resourceListQuerySchema,
  resourceParamsSchema,
} from './departments';
import { isStorableText, stripAngleBrackets } from './text';
import { textFieldMessages } from '../messages/forms';
import { touringInquirySchema } from './touring-inquiry';
import { isUuid } from './uuid';

describe('stripAngleBrackets', () => {
  it('removes every < and > and keeps the rest', () => {
    expect(stripAngleBrackets('<script>alert(1)</script> a > b')).toBe('scriptalert(1)/script a  b');
  });
});

describe('contactSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Ten chars!' };

  it('trims, strips angle brackets and lower-cases the email', () => {
    const out = contactSchema.parse({
      name: '  <Ada>  ',
      email: ' ADA@Example.com ',
      subject: ' Hi ',
      message: '  <p>Ten chars!</p>  ',
    });
    expect(out).toEqual({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'pTen chars!/p' });
  });

  it('uses the spec messages, in the spec order', () => {
    const first = (input: object) =>
      contactSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(first({ name: '' })).toBe('Please fill in all required fields.');
    expect(first({ email: 'a@b' })).toBe('Please enter a valid email address.');
    expect(first({ message: '123456789' })).toBe(
      'Please provide a more detailed message (minimum 10 characters).',
    );
    expect(first({ message: '   12345678   ' })).toBe(
      'Please provide a more detailed message (minimum 10 characters).',
    );
  });

  it('counts the limits after cleaning: name 100, subject 200, message 2000', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'n'.repeat(100) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, name: `${'n'.repeat(100)}<>` }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, name: 'n'.repeat(101) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, subject: 's'.repeat(201) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'm'.repeat(2000) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: 'm'.repeat(2001) }).success).toBe(false);
  });

  it('allows line breaks in the message but not in single-line fields', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'Line one\nLine two' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, subject: 'Line one\nBcc: x@y.z' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'Bell \u0007 character' }).success).toBe(false);
  });

  it('refuses unknown keys', () => {
    expect(contactSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('artist intake (§5)', () => {
  it('splits genres on commas and trims them', () => {
    expect(splitGenres(' Afrobeats ,R&B,, Soul ')).toEqual(['Afrobeats', 'R&B', 'Soul']);
  });

  it('needs at least one genre', () => {
    const result = artistIntakeSchema.safeParse({
      stageName: 'a',
      legalName: 'b',
      email: 'a@b.co',
      genres: ',',
      location: 'l',
      musicalInfluences: 'm',
      goals: 'g',
      challenges: 'c',
    });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['genres']);
  });
});

describe('touringInquirySchema', () => {
  const valid = { stageName: 'K', contactNameRole: 'D, Manager', email: 'd@k.co', links: 'l', regions: 'r' };

  it('fills the optional fields with null or empty lists', () => {
    expect(touringInquirySchema.parse(valid)).toEqual({
      ...valid,
      phone: null,
      genres: [],
      startDate: null,
      budget: null,
      services: [],
      notes: null,
    });
  });

  it('takes the start date as an ISO date or date-time, keeping the date', () => {
    expect(touringInquirySchema.parse({ ...valid, startDate: '2027-01-31' }).startDate).toBe('2027-01-31');
    expect(touringInquirySchema.parse({ ...valid, startDate: '2027-01-31T10:00:00.000Z' }).startDate).toBe(
      '2027-01-31',
    );
    expect(touringInquirySchema.parse({ ...valid, startDate: '' }).startDate).toBeNull();
    expect(touringInquirySchema.safeParse({ ...valid, startDate: '31/01/2027' }).success).toBe(false);
    expect(touringInquirySchema.safeParse({ ...valid, startDate: '2027-02-30x' }).success).toBe(false);
  });

  it('accepts only the listed genres, services and budgets, without duplicates', () => {
    const out = touringInquirySchema.parse({
      ...valid,
      genres: ['Pop', 'Pop', 'Latin'],
      services: ['Marketing'],
      budget: '5000-plus',
    });
    expect(out).toMatchObject({ genres: ['Pop', 'Latin'], services: ['Marketing'], budget: '5000-plus' });
    expect(touringInquirySchema.safeParse({ ...valid, genres: ['Jazz'] }).success).toBe(false);
    expect(touringInquirySchema.safeParse({ ...valid, budget: '1M' }).success).toBe(false);
  });
});

describe('storable text (no NUL, no lone surrogate)', () => {
  it('accepts well-formed text, surrogate pairs included, and refuses NUL and lone surrogates', () => {
    for (const text of ['', 'plain', 'tab\tand\nline', 'emoji \ud83c\udfb5', 'é漢字', '\uffff'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    for (const text of [
      '\u0000',
      'a\u0000b',
      '\ud800',
      'a\ud800b',
      '\udc00',
      '\udc00\ud800',
      '\ud83c\ud83c\udfb5',
      'x\udfff',
    ])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });

  it('is applied to every form text field, with its own message', () => {
    const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Ten chars!' };
    const result = contactSchema.safeParse({ ...valid, message: 'Ten chars!\ud800' });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['message', textFieldMessages.invalidChars],
    ]);
  });

  it('is applied to account emails, passwords and tokens', () => {
    expect(tokenSchema.safeParse({ token: 'a\u0000' }).error?.issues[0]?.path).toEqual(['token']);
    expect(tokenSchema.safeParse({ token: '\ud800' }).success).toBe(false);
    expect(tokenSchema.safeParse({ token: 'abc.def-ghi' }).success).toBe(true);
    const reset = resetPasswordSchema.safeParse({ token: 't', newPassword: 'passw0rd\udc00' });
    expect(reset.error?.issues.map((i) => i.path[0])).toEqual(['newPassword']);
    const signIn = signInSchema.safeParse({ email: 'a@example.com', password: '\u0000', portal: 'agent' });
    expect(signIn.error?.issues.map((i) => i.path[0])).toEqual(['password']);
    expect(approvalQuerySchema.safeParse({ p_email: 'a\ud800@example.com' }).success).toBe(false);
  });
});

describe('calendar dates', () => {
  it('knows month lengths and leap years', () => {
    expect(isCalendarDate(2028, 2, 29)).toBe(true);
    expect(isCalendarDate(2000, 2, 29)).toBe(true);
    expect(isCalendarDate(1900, 2, 29)).toBe(false);
    expect(isCalendarDate(2026, 2, 29)).toBe(false);
    expect(isCalendarDate(2026, 4, 31)).toBe(false);
    expect(isCalendarDate(2026, 12, 31)).toBe(true);
    expect(isCalendarDate(0, 1, 1)).toBe(false);
    expect(isCalendarDate(2026, 13, 1)).toBe(false);
    expect(isCalendarDate(2026, 1, 0)).toBe(false);
  });

  it('takes the date part of an ISO date or date-time only when both parts exist', () => {
    const years = { min: 1900, max: 2200 };
    expect(isoDatePart('2027-03-01', years)).toEqual({ date: '2027-03-01' });
    expect(isoDatePart('2027-03-01T23:59:59.999+05:30', years)).toEqual({ date: '2027-03-01' });
    expect(isoDatePart('2027-03-01T24:00', years)).toEqual({ problem: 'invalid' });
    expect(isoDatePart('2027-03-01T10:00+25:00', years)).toEqual({ problem: 'invalid' });
    expect(isoDatePart('2026-02-31', years)).toEqual({ problem: 'invalid' });
    expect(isoDatePart('1899-12-31', years)).toEqual({ problem: 'out_of_range' });
  });

  it('reads timestamps as PostgreSQL writes them', () => {
    expect(isPostgresTimestamp('2026-01-01 10:00:00.123456+00')).toBe(true);
    expect(isPostgresTimestamp('2026-01-01T10:00:00Z')).toBe(true);
    expect(isPostgresTimestamp('2026-01-01 10:00:00+05:30')).toBe(true);
    expect(isPostgresTimestamp('2026-13-45 99:99:99')).toBe(false);
    expect(isPostgresTimestamp('0000-01-01 00:00:00+00')).toBe(false);
    expect(isPostgresTimestamp('2026-01-01 10:00:00.1234567+00')).toBe(false);
    expect(isPostgresTimestamp('2026-01-01 10:00:00+16')).toBe(false);
  });
});

describe('touring start date', () => {
  const valid = { stageName: 'K', contactNameRole: 'D, Manager', email: 'd@k.co', links: 'l', regions: 'r' };

  it.each(['2026-02-29', '2026-02-31', '2026-04-31', '0000-01-01', '2027-00-10', '2027-1-10'])(
    'refuses %s with the date message',
    (startDate) => {
      const result = touringInquirySchema.safeParse({ ...valid, startDate });
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['startDate', 'Please enter a valid date.'],
      ]);
    },
  );

  it('refuses a number instead of a string with the date message', () => {
    const result = touringInquirySchema.safeParse({ ...valid, startDate: 20270301 });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['startDate', 'Please enter a valid date.'],
    ]);
  });
});

describe('department ids, cursors and searches', () => {
  const id = '6f1c1f2e-2b8a-4c1e-9a57-0d4e1f0a9b3c';

  it('accepts UUIDs by the standard 8-4-4-4-12 pattern only', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
    expect(isUuid('-'.repeat(36))).toBe(false);
    expect(isUuid(id.replace(/-/g, ''))).toBe(false);
    expect(isUuid(`{${id}}`)).toBe(false);
    expect(resourceParamsSchema.safeParse({ id: '-'.repeat(36) }).error?.issues[0]?.path).toEqual(['id']);
  });

  it('decodes the cursors it encodes, and nothing PostgreSQL would refuse', () => {
    const cursor = { createdAt: '2026-01-01 10:00:00.123456+00', id };
    expect(decodeResourceCursor(encodeResourceCursor(cursor))).toEqual(cursor);
    expect(encodeResourceCursor(cursor)).toBe(
      Buffer.from(JSON.stringify([cursor.createdAt, id])).toString('base64url'),
    );
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeResourceCursor(encoded(['2026-13-45 99:99:99', id]))).toBeNull();
    expect(decodeResourceCursor(encoded(['2026-01-01 10:00:00+00', '-'.repeat(36)]))).toBeNull();
    expect(decodeResourceCursor('garbage!')).toBeNull();
    expect(decodeResourceCursor('a')).toBeNull();
    expect(decodeResourceCursor(Buffer.from([0xff, 0xfe]).toString('base64url'))).toBeNull();
  });

  it('gives the decoded cursor to the server and refuses a search holding NUL', () => {
    const cursor = { createdAt: '2026-01-01 10:00:00+00', id };
    expect(resourceListQuerySchema.parse({ cursor: encodeResourceCursor(cursor) })).toEqual({
      cursor,
      limit: 20,
    });
    const result = resourceListQuerySchema.safeParse({ q: 'a\u0000' });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['q']);
  });
});
