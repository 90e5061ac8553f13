/**
 * No input makes a 500 (issue "Hardening what is built" item 2): property tests sending arbitrary JSON values,
 * strings (NUL, lone surrogates, full Unicode), ids, slugs, cursors, searches, multipart fields and cookies to every
 * API endpoint. Each answer is below 500, carries an error body when it is a refusal, and a refused request stores
 * nothing (every table's row count is unchanged). Runs are bounded so the file stays fast.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createConfirmedAccount,
  GOOD_PASSWORD,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../test/accounts';
import { seedCourseContent } from '../test/course-content';
import { randomIp, rowCounts as rowCountsOf } from '../test/test-app';

const suite = useAccountSuite();
let agentCookie = '';
let resourceId = '';
let artistCookie = '';
let learningModuleId = '';

/** Runs per property: enough to find the classic failures, few enough for a 2-core CI machine. */
const RUNS = 40;

beforeAll(async () => {
  const { t } = suite;
  const agent = uniqueEmail('agent');
  await createConfirmedAccount(t, { email: agent, portal: 'agent' });
  agentCookie = await signInCookie(t, { email: agent, portal: 'agent' });
  const body = new FormData();
  body.append('title', 'Kept');
  body.append('url', 'https://example.com/kept');
  const created = await t.app.request('/api/departments/anr/resources', {
    method: 'POST',
    headers: { cookie: agentCookie },
    body,
  });
  expect(created.status).toBe(201);
  resourceId = (await created.json()).resource.id;
  const artist = uniqueEmail('artist');
  await createConfirmedAccount(t, { email: artist });
  artistCookie = await signInCookie(t, { email: artist });
  const { courseId } = await seedCourseContent(t);
  const enrolled = await t.app.request(`/api/learning/courses/${courseId}/enrollment`, {
    method: 'POST',
    headers: { cookie: artistCookie, 'x-forwarded-for': randomIp() },
  });
  expect(enrolled.status).toBe(201);
  const view = await t.app.request(`/api/learning/courses/${courseId}`, {
    headers: { cookie: artistCookie },
  });
  learningModuleId = (await view.json()).modules[0].id;
  // The artist opens module 1 (its progress record made) and visits the dashboard (the profile made), as a learner
  // does first: the requests under test then find what a refusal must leave as it was.
  const opened = await t.app.request(`/api/learning/modules/${learningModuleId}/progress`, {
    method: 'POST',
    headers: { cookie: artistCookie, 'x-forwarded-for': randomIp(), 'content-type': 'application/json' },
    body: JSON.stringify({ step: 'opened' }),
  });
  expect(opened.status).toBe(200);
  expect((await t.app.request('/api/program/dashboard', { headers: { cookie: artistCookie } })).status).toBe(
    200,
  );
  // Settle the email queue, so the counts below only move with the requests under test.
  await t.readOutbox();
});

// ---------------------------------------------------------------------------------------------------------------
// What is stored

const rowCounts = () => rowCountsOf(suite.t.database);

/**
 * Sends one request and checks the answer: below 500; a refusal has an error body (with at least one field for
 * `validation_failed`) and leaves every table as it was.
 */
async function expectHandled(label: string, send: () => Response | Promise<Response>): Promise<Response> {
  const before = await rowCounts();
  const response = await send();
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) {
    const body = (await response.clone().json()) as {
      error: { code: string; message: string; fields?: Record<string, string> };
    };
    expect(body.error.code, label).toMatch(/^[a-z0-9_]+$/);
    expect(body.error.message, label).toEqual(expect.any(String));
    if (body.error.code === 'validation_failed')
      expect(Object.keys(body.error.fields ?? {}).length, label).toBeGreaterThan(0);
    await suite.t.emailWorker.drain();
    expect(await rowCounts(), label).toEqual(before);
  }
  return response;
}

// ---------------------------------------------------------------------------------------------------------------
// Arbitraries

/** Pieces that break naive code: NUL, lone surrogates, a surrogate pair, controls, LIKE and quote characters. */
const nasty = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ud83c\udfb5',
  '\u0007',
  '\u202e',
  '\n',
  '\t',
  '<',
  '>',
  '%',
  '_',
  '\\',
  "'",
  '"',
  ' ',
  '@',
  '.',
  '-',
  ':',
  'T',
  'Z',
  '0',
  '9',
  'a',
  'é',
  '漢',
);

/** `arbitrary` one time in `n`, else undefined: mostly one thing goes wrong at a time, so each reaches deep. */
function sometimes<T>(arbitrary: fc.Arbitrary<T>, n: number): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: n - 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });
}

/** Dates that do not exist, or are out of any sane range. */
const nastyDates = fc.constantFrom(
  '2026-02-29',
  '2026-02-31',
  '2026-04-31',
  '0000-01-01',
  '9999-12-31',
  '-0001-01-01',
  '+275760-09-13',
  '2026-13-45',
  '2026-01-01T25:61:61Z',
  '2026-01-01T10:00:00+99:99',
  '1e999',
);

/** Any string: arbitrary code points (lone surrogates and NUL included), nasty pieces, graphemes, dates. */
const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: nasty, maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  nastyDates,
  fc.string({ unit: 'grapheme-ascii', minLength: 200, maxLength: 3000 }),
);

/** Strings that pass the email pattern, so what follows it is tried too. */
const emailLike = fc
  .tuple(anyString, anyString)
  .map(
    ([local, domain]) => `${local.replace(/[\s@]/g, '') || 'x'}@${domain.replace(/[\s@]/g, '') || 'y'}.com`,
  );

/** Any JSON value, its strings drawn from every code point. */
const anyJson = fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' });

/** A value for one field of a body. */
const anyValue = fc.oneof(
  { weight: 4, arbitrary: anyString },
  { weight: 2, arbitrary: emailLike },
  { weight: 2, arbitrary: anyJson },
  { weight: 1, arbitrary: fc.array(anyString, { maxLength: 4 }) },
);

/** A key a body may carry besides its fields, prototype names included. */
const extraKey = fc.oneof(
  fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '_body', ''),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** Every JSON endpoint and a body it accepts (or at least understands), for mutations to start from. */
const JSON_ENDPOINTS: Record<string, Record<string, unknown>> = {
  '/api/contact': { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Ten chars or more.' },
  '/api/enrollment-applications': {
    stageName: 'Nova Reign',
    legalName: 'Amara Okafor',
    email: 'amara@example.com',
    phone: '+1 555 0100',
    genres: 'Afrobeats, Soul',
    location: 'Atlanta, GA',
    musicalInfluences: 'Sade',
    hasReleasedMusic: 'yes',
    socialHandles: '@nova',
    hasManagement: 'no',
    goals: 'Release an EP.',
    challenges: 'Marketing.',
  },
  '/api/touring-inquiries': {
    stageName: 'Kairo Blue',
    contactNameRole: 'Dana Lee, Manager',
    email: 'dana@kairo.example',
    phone: '',
    genres: ['RnB'],
    links: 'https://music.example/kairo',
    regions: 'US East Coast',
    startDate: '2027-03-01',
    budget: '2000-5000',
    services: ['Marketing'],
    notes: 'Ten dates.',
  },
  '/api/program-applications': {
    firstName: 'Amara',
    lastName: 'Okafor',
    email: 'amara@example.com',
    phone: '+1 555 0100',
    stageName: 'Nova Reign',
    location: 'Atlanta, GA',
    experienceLevel: 'advanced',
    musicGenres: ['Afrobeat', 'R&B/Soul'],
    instagram: '@novareign',
    tiktok: '',
    spotify: 'https://open.spotify.com/artist/nova',
    youtube: null,
    goals: 'Release an EP.',
    whyProgram: 'To learn the business.',
  },
  '/api/auth/sign-up': { email: 'someone@example.com', password: GOOD_PASSWORD, portal: 'artist' },
  '/api/auth/sign-in': { email: 'someone@example.com', password: GOOD_PASSWORD, portal: 'agent' },
  '/api/auth/sign-out': {},
  '/api/auth/forgot-password': { email: 'someone@example.com', portal: 'agent' },
  '/api/auth/reset-password/check': { token: 'abcdefghijklmnop' },
  '/api/auth/reset-password': { token: 'abcdefghijklmnop', newPassword: 'n3w-password' },
  '/api/auth/confirm-email': { token: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' },
  '/api/auth/resend-confirmation': { email: 'someone@example.com', portal: 'artist' },
  '/api/rpc/is_artist_approved': { p_email: 'someone@example.com' },
  '/api/rpc/is_agent_approved': { p_email: 'someone@example.com' },
  // Course routes, sent by an enrolled artist to module 1 (`{module}` is replaced by its id).
  'POST /api/learning/modules/{module}/progress': { step: 'lessonRead' },
  'PUT /api/learning/modules/{module}/playback': { positionSeconds: 3, playedSeconds: 2 },
  'PUT /api/learning/modules/{module}/notes': { notes: 'Notes [00:05]' },
  'PUT /api/learning/modules/{module}/worksheet/answers/1': { answer: 'My timeline: vinyl, then streaming.' },
  'POST /api/learning/modules/{module}/quiz/attempts': {
    answers: { '00000000-0000-4000-8000-000000000000': 'a' },
  },
  'PUT /api/directory/profile': {
    stageName: 'Property Artist',
    genres: ['Jazz'],
    websiteUrl: 'https://example.com',
    isPublic: true,
  },
  // The account page's routes, sent by the same artist. The current password is wrong, and no mutation of it can
  // be right, so the password never changes (and the artist's cookie keeps working).
  'PATCH /api/account': { name: 'Property Artist', stageName: 'Property' },
  'POST /api/account/password': { currentPassword: 'Wr0ng!Password', newPassword: 'N3w!Passw0rd' },
};

/** The method, concrete path and cookie of a JSON endpoint key (`METHOD path` for learning routes). */
function jsonRequest(key: string): { method: string; path: string; cookie?: string } {
  const [method, path] = key.includes(' ') ? (key.split(' ') as [string, string]) : ['POST', key];
  if (path.startsWith('/api/directory') || path.startsWith('/api/account'))
    return { method, path, cookie: artistCookie };
  if (!path.includes('{module}')) return { method, path };
  return { method, path: path.replace('{module}', learningModuleId), cookie: artistCookie };
}
const jsonPaths = fc.constantFrom(...Object.keys(JSON_ENDPOINTS));

/** A JSON object written out by hand, so keys like `__proto__` stay plain keys. */
function jsonObject(entries: [string, unknown][]): string {
  return `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

/** A nasty piece to insert somewhere in a valid value, so the rest of it still passes. */
class Splice {
  constructor(
    readonly at: number,
    readonly piece: string,
  ) {}
}
const splice = fc
  .tuple(fc.nat(), fc.string({ unit: nasty, minLength: 1, maxLength: 3 }))
  .map(([at, piece]) => new Splice(at, piece));

/**
 * A valid body with some fields replaced by arbitrary values or spliced with nasty pieces, some dropped, and maybe
 * an extra key.
 */
function mutatedBody(path: string) {
  const base = Object.entries(JSON_ENDPOINTS[path]!);
  const fieldCount = Math.max(base.length, 1);
  return fc
    .record({
      replace: fc.uniqueArray(fc.nat(fieldCount - 1), { minLength: 1, maxLength: 3 }),
      values: fc.array(fc.oneof(anyValue, splice), { minLength: 3, maxLength: 3 }),
      drop: sometimes(fc.nat(fieldCount - 1), 4),
      extra: sometimes(fc.tuple(extraKey, anyValue), 3),
    })
    .map(({ replace, values, drop, extra }) => {
      const entries: [string, unknown][] = base
        .map(([key, value], i): [string, unknown] => {
          const slot = replace.indexOf(i);
          if (slot === -1) return [key, value];
          const replacement = values[slot];
          if (!(replacement instanceof Splice)) return [key, replacement];
          const text = typeof value === 'string' ? value : '';
          const at = replacement.at % (text.length + 1);
          return [key, text.slice(0, at) + replacement.piece + text.slice(at)];
        })
        .filter((_, i) => i !== drop);
      if (extra && !entries.some(([key]) => key === extra[0])) entries.push(extra);
      return jsonObject(entries);
    });
}

/** Any request body text: mutated valid bodies, arbitrary JSON, or text that is not JSON at all. */
function anyBody(path: string) {
  return fc.oneof(
    { weight: 8, arbitrary: mutatedBody(path) },
    { weight: 2, arbitrary: anyJson.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 60 }) },
  );
}

/** A path segment as a client sends it: UTF-8 percent-encoded (a lone surrogate travels as U+FFFD, as in a URL). */
function segment(text: string): string {
  return Array.from(Buffer.from(text, 'utf8'), (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9._~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');
}

/** Raw, possibly broken, percent-encoding: `%00`, `%ED%A0%80` (a surrogate in UTF-8), a lone `%`. */
const rawEncoded = fc.string({
  unit: fc.constantFrom('%', '%00', '%ED%A0%80', '%FF', '%2F', '%zz', '0', 'a', 'f', 'F', '-', '.'),
  maxLength: 12,
});

/** An id as sent in a path: UUIDs, hex and dash strings near the pattern, anything else. */
const anyIdSegment = fc.oneof(
  fc.uuid().map(segment),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF-'), minLength: 30, maxLength: 40 }),
  fc.constantFrom('-'.repeat(36), '0'.repeat(36), 'f'.repeat(32)),
  anyString.filter((s) => s.length > 0).map(segment),
  rawEncoded.filter((s) => s.length > 0 && s !== '.' && s !== '..'),
);

/** Encodes a cursor as the server does: base64url of the JSON `[createdAt, id]`. */
function cursorOf(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Two digits, often out of range. */
const twoDigits = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));

/** Timestamps shaped like PostgreSQL's, with any digits: 13th months, 25th hours, year 0000, big offsets. */
const timestampLike = fc
  .record({
    year: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
    month: twoDigits,
    day: twoDigits,
    hour: twoDigits,
    minute: twoDigits,
    second: twoDigits,
    fraction: fc.constantFrom('', '.5', '.123456', '.1234567'),
    offset: fc.constantFrom('', 'Z', '+00', '-15', '+15:59', '+16', '+05:30', '-0800', '+99:99'),
    separator: fc.constantFrom(' ', 'T'),
  })
  .map(
    (p) =>
      `${p.year}-${p.month}-${p.day}${p.separator}${p.hour}:${p.minute}:${p.second}${p.fraction}${p.offset}`,
  );

/** Cursors: shaped ones with any timestamp and id, arbitrary JSON, arbitrary text. */
const anyCursor = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(timestampLike, fc.oneof(fc.uuid(), anyString)).map(cursorOf) },
  { weight: 1, arbitrary: anyJson.map(cursorOf) },
  { weight: 1, arbitrary: anyString },
);

// ---------------------------------------------------------------------------------------------------------------
// Properties

describe('no input makes a server error', () => {
  it('JSON endpoints: mutated bodies, arbitrary JSON and non-JSON text', async () => {
    await fc.assert(
      fc.asyncProperty(
        jsonPaths.chain((path) => fc.tuple(fc.constant(path), anyBody(path))),
        async ([key, body]) => {
          const { method, path, cookie } = jsonRequest(key);
          const headers: Record<string, string> = {
            'content-type': 'application/json',
            'x-forwarded-for': randomIp(),
          };
          if (cookie) headers.cookie = cookie;
          await expectHandled(`${method} ${path} ${body}`, () =>
            suite.t.app.request(path, { method, headers, body }),
          );
        },
      ),
      { numRuns: RUNS * 4 },
    );
  });

  it('course routes: any course, module or resource id, any Range header', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyIdSegment,
        fc.constantFrom(
          'GET courses/:id',
          'POST courses/:id/enrollment',
          'GET program',
          'GET modules/:id',
          'GET modules/:id/video',
          'GET modules/:id/captions',
          'GET modules/:id/worksheet',
          'GET modules/:id/worksheet/upload',
          'GET modules/:id/quiz/questions',
          'POST modules/:id/complete',
          'GET resources/:id',
          'GET modules/module-1/video',
          'GET modules/module-1/captions',
          'GET modules/module-1/worksheet',
        ),
        // Header values are bytes: any printable ASCII mix of what a Range header is made of, or known edge cases.
        fc.option(
          fc.oneof(
            fc.string({ unit: fc.constantFrom(...'bytes=-,0123456789 x*'.split('')), maxLength: 24 }),
            fc.constantFrom(
              'bytes=0-',
              'bytes=-1',
              'bytes=5-2',
              'bytes=0-1,4-5',
              'bytes=99999999999999999999-',
            ),
          ),
          { nil: undefined },
        ),
        async (id, route, range) => {
          const [method, tail] = route.split(' ') as [string, string];
          const path = `/api/learning/${tail.replace(':id', id).replace('module-1', learningModuleId)}`;
          const headers: Record<string, string> = { cookie: artistCookie, 'x-forwarded-for': randomIp() };
          if (range !== undefined) headers.range = range;
          await expectHandled(`${method} ${path} range=${range}`, () =>
            suite.t.app.request(path, { method, headers }),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('worksheet answers and notes: any module id and prompt index', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(learningModuleId), anyIdSegment),
        fc.oneof(
          fc.integer({ min: -2, max: 120 }).map(String),
          fc.constantFrom('1.5', '1e2', '0x1', ' 1', '01', '-0', 'NaN', 'Infinity', '9'.repeat(40)),
          anyIdSegment,
        ),
        fc.constantFrom('answer', 'notes'),
        async (moduleId, promptIndex, kind) => {
          const path =
            kind === 'answer'
              ? `/api/learning/modules/${moduleId}/worksheet/answers/${promptIndex}`
              : `/api/learning/modules/${moduleId}/notes`;
          const body = JSON.stringify(kind === 'answer' ? { answer: 'An answer' } : { notes: 'A note' });
          const headers = {
            cookie: artistCookie,
            'content-type': 'application/json',
            'x-forwarded-for': randomIp(),
          };
          await expectHandled(`PUT ${path}`, () =>
            suite.t.app.request(path, { method: 'PUT', headers, body }),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('directory and certificate routes: any cursor, limit and certificate id', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyIdSegment,
        fc.oneof(
          anyIdSegment,
          fc.tuple(anyString, fc.oneof(fc.uuid(), anyString)).map((parts) => cursorOf(parts)),
        ),
        fc.constantFrom(
          '/api/directory?cursor=:id',
          '/api/directory?limit=:id',
          '/api/certificates/:id',
          '/api/certificates/:id/pdf',
          '/api/verify/:id',
        ),
        async (id, cursor, route) => {
          const path = route.replace(':id', route.includes('cursor') ? encodeURIComponent(cursor) : id);
          const headers: Record<string, string> = { cookie: artistCookie, 'x-forwarded-for': randomIp() };
          await expectHandled(`GET ${path}`, () => suite.t.app.request(path, { headers }));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('resource routes: any id on download-url, file and DELETE', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyIdSegment,
        fc.constantFrom('POST download-url', 'GET file', 'DELETE'),
        fc.option(anyString, { nil: undefined }),
        async (id, route, signature) => {
          const [method, tail] = route.split(' ') as [string, string | undefined];
          const query = new URLSearchParams({
            expires: String(Date.now() + 30_000),
            signature: signature ?? 'x',
          });
          const url =
            tail === 'file'
              ? `/api/downloads/${id}?${query}`
              : `/api/resources/${id}${tail ? `/${tail}` : ''}`;
          await expectHandled(`${method} ${url}`, () =>
            suite.t.app.request(url, { method, headers: { cookie: agentCookie } }),
          );
        },
      ),
      { numRuns: RUNS },
    );
    // The resource that exists was never touched.
    const check = await suite.t.app.request(`/api/departments/anr/resources?limit=100`, {
      headers: { cookie: agentCookie },
    });
    expect((await check.json()).resources.map((r: { id: string }) => r.id)).toContain(resourceId);
  });

  it('resource lists: any slug, search, cursor, limit and extra parameter', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom('anr', 'ANR', 'legal') },
          anyString.filter((s) => s.length > 0).map(segment),
          rawEncoded,
        ),
        fc.option(fc.oneof(fc.constantFrom('press', '100%', 'guide_'), anyString), { nil: undefined }),
        fc.option(anyCursor, { freq: 4, nil: undefined }),
        fc.option(
          fc.oneof(
            { weight: 3, arbitrary: fc.integer({ min: 1, max: 100 }).map(String) },
            fc.integer().map(String),
            anyString,
          ),
          { nil: undefined },
        ),
        sometimes(fc.tuple(extraKey, anyString), 5),
        sometimes(rawEncoded, 5),
        async (slug, q, cursor, limit, extra, raw) => {
          const query = new URLSearchParams();
          if (q !== undefined) query.set('q', q);
          if (cursor !== undefined) query.set('cursor', cursor);
          if (limit !== undefined) query.set('limit', limit);
          if (extra) query.set(extra[0], extra[1]);
          const url = `/api/departments/${slug}/resources?${query}${raw ? `&q=${raw}` : ''}`;
          await expectHandled(`GET ${url}`, () =>
            suite.t.app.request(url, { headers: { cookie: agentCookie } }),
          );
          const one = `/api/departments/${slug}`;
          await expectHandled(`GET ${one}`, () =>
            suite.t.app.request(one, { headers: { cookie: agentCookie } }),
          );
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('adding a resource: any multipart fields, and a small file under any name', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(fc.oneof(fc.constantFrom('title', 'url'), extraKey), fc.oneof(anyString, emailLike)),
          { maxLength: 3 },
        ),
        fc.option(
          fc.record({
            name: fc
              .tuple(anyString, fc.constantFrom('.pdf', '.txt', '.csv', '.exe', ''))
              .map(([n, e]) => n + e),
            bytes: fc.oneof(
              fc.constant(new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))),
              fc.uint8Array({ maxLength: 64 }),
            ),
          }),
          { nil: undefined },
        ),
        async (fields, file) => {
          const body = new FormData();
          for (const [name, value] of fields) body.append(name, value);
          if (file) body.append('file', new Blob([file.bytes]), file.name);
          await expectHandled(`POST resources ${JSON.stringify(fields)} ${JSON.stringify(file?.name)}`, () =>
            suite.t.app.request('/api/departments/anr/resources', {
              method: 'POST',
              headers: { cookie: agentCookie },
              body,
            }),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('session cookies and unknown API routes: any cookie, method and path', async () => {
    const cookieText = fc.string({
      unit: fc.constantFrom(...'abcXYZ019-_.=;%+/ '.split(''), 'gbf.session_token='),
      maxLength: 60,
    });
    await fc.assert(
      fc.asyncProperty(
        cookieText,
        fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
        fc.oneof(
          fc.constantFrom('/api/auth/session', '/api/departments', '/api/departments/anr/resources'),
          anyString.map((s) => `/api/${segment(s)}`),
          rawEncoded.map((s) => `/api/resources/${s}`),
        ),
        async (cookie, method, path) => {
          await expectHandled(`${method} ${path} cookie=${cookie}`, () =>
            suite.t.app.request(path, { method, headers: { cookie, 'x-forwarded-for': randomIp() } }),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });
});
