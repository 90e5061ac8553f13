import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { departmentResources, departments } from '../../db/schema/index';
import {
  createConfirmedAccount,
  disableEntryOnly,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';

const suite = useAccountSuite();
const cookies = {} as Record<'agent' | 'artist' | 'disabledAgent', string>;

beforeAll(async () => {
  const { t } = suite;
  const agent = uniqueEmail('agent');
  await createConfirmedAccount(t, { email: agent, portal: 'agent' });
  cookies.agent = await signInCookie(t, { email: agent, portal: 'agent' });
  const artist = uniqueEmail('artist');
  await createConfirmedAccount(t, { email: artist, portal: 'artist' });
  cookies.artist = await signInCookie(t, { email: artist, portal: 'artist' });
  const disabled = uniqueEmail('former-agent');
  await createConfirmedAccount(t, { email: disabled, portal: 'agent' });
  cookies.disabledAgent = await signInCookie(t, { email: disabled, portal: 'agent' });
  await disableEntryOnly(t, 'agent', disabled);
});

function get(path: string, cookie?: string) {
  return send(suite.t, 'GET', path, undefined, { cookie });
}

async function anrId(): Promise<string> {
  const [row] = await suite.t.database.db
    .select({ id: departments.id })
    .from(departments)
    .where(sql`slug = 'anr'`);
  return row!.id;
}

describe('who may read departments', () => {
  const paths = ['/api/departments', '/api/departments/anr', '/api/departments/anr/resources'];

  it('anonymous callers get 401', async () => {
    for (const path of paths) {
      const response = await get(path);
      expect(response.status, path).toBe(401);
      expect((await response.json()).error.code).toBe('unauthorized');
    }
    expect((await get('/api/departments', 'gbf.session_token=forged')).status).toBe(401);
  });

  it('an artist and an agent who was disabled get 403', async () => {
    for (const path of paths) {
      for (const cookie of [cookies.artist, cookies.disabledAgent]) {
        const response = await get(path, cookie);
        expect(response.status, path).toBe(403);
        expect((await response.json()).error.code).toBe('forbidden');
      }
    }
  });
});

describe('GET /api/departments', () => {
  it('lists the six seeded departments by sort_order', async () => {
    const response = await get('/api/departments', cookies.agent);
    expect(response.status).toBe(200);
    const { departments: list } = await response.json();
    expect(list.map((d: { slug: string }) => d.slug)).toEqual([
      'anr',
      'social',
      'touring',
      'sync',
      'legal',
      'admin-it',
    ]);
  });

  it('finds one by slug, case-insensitively, and answers 404 for an unknown one', async () => {
    expect((await (await get('/api/departments/ANR', cookies.agent)).json()).department.slug).toBe('anr');
    const missing = await get('/api/departments/nope', cookies.agent);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toEqual({
      code: 'department_not_found',
      message: 'The requested department could not be found.',
    });
  });
});

describe('GET /api/departments/:slug/resources', () => {
  beforeAll(async () => {
    const departmentId = await anrId();
    const base = Date.parse('2026-01-01T00:00:00Z');
    await suite.t.database.db.insert(departmentResources).values(
      Array.from({ length: 45 }, (_, i) => ({
        departmentId,
        title: i % 9 === 0 ? `Press Release ${i}` : `Resource ${i}`,
        url: i % 2 ? `https://example.com/${i}` : null,
        createdAt: new Date(base + Math.floor(i / 3) * 60_000),
      })),
    );
    await suite.t.database.db
      .insert(departmentResources)
      .values({ departmentId, title: '100% guide_v2', createdAt: new Date(base - 60_000) });
  });

  it('pages newest first without gaps or repeats, with the total', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=20&cursor=${cursor}` : '?limit=20';
      const response = await get(`/api/departments/anr/resources${query}`, cookies.agent);
      expect(response.status).toBe(200);
      const page = await response.json();
      expect(page.total).toBe(46);
      expect(page.resources.length).toBeLessThanOrEqual(20);
      seen.push(...page.resources.map((r: { id: string }) => r.id));
      const times = page.resources.map((r: { createdAt: string }) => Date.parse(r.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(46);
  });

  it('searches titles case-insensitively, with % and _ matching themselves', async () => {
    const page = await (await get('/api/departments/anr/resources?q=pReSs%20RELEASE', cookies.agent)).json();
    expect(page.total).toBe(5);
    expect(page.resources.every((r: { title: string }) => r.title.startsWith('Press Release'))).toBe(true);
    const literal = await (await get('/api/departments/anr/resources?q=0%25%20guide_', cookies.agent)).json();
    expect(literal.resources.map((r: { title: string }) => r.title)).toEqual(['100% guide_v2']);
    const none = await (await get('/api/departments/anr/resources?q=%25', cookies.agent)).json();
    expect(none.resources.map((r: { title: string }) => r.title)).toEqual(['100% guide_v2']);
  });

  it('shows other departments empty, and never the storage path', async () => {
    const page = await (await get('/api/departments/legal/resources', cookies.agent)).json();
    expect(page).toEqual({ resources: [], total: 0, totalCapped: false, nextCursor: null });
    const anr = await (await get('/api/departments/anr/resources?limit=1', cookies.agent)).json();
    expect(Object.keys(anr.resources[0]).sort()).toEqual(['createdAt', 'hasFile', 'id', 'title', 'url']);
  });

  it('refuses bad queries with field errors', async () => {
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?cursor=garbage', 'cursor'],
      [`?q=${'x'.repeat(201)}`, 'q'],
      ['?sort=title', 'sort'],
    ] as const) {
      const response = await get(`/api/departments/anr/resources${query}`, cookies.agent);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await response.json()).error.fields), query).toContain(field);
    }
  });

  it('refuses a cursor naming an impossible time or a non-UUID id, and a search holding NUL', async () => {
    const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const id = '6f1c1f2e-2b8a-4c1e-9a57-0d4e1f0a9b3c';
    const queries: [query: string, field: string][] = [
      [`?cursor=${cursor(['2026-13-45 99:99:99+00', id])}`, 'cursor'],
      [`?cursor=${cursor(['0000-01-01 00:00:00+00', id])}`, 'cursor'],
      [`?cursor=${cursor(['2026-02-29 10:00:00+00', id])}`, 'cursor'],
      [`?cursor=${cursor(['2026-04-31 10:00:00+00', id])}`, 'cursor'],
      [`?cursor=${cursor(['2026-01-01 24:00:00+00', id])}`, 'cursor'],
      [`?cursor=${cursor(['2026-01-01 10:00:00+16', id])}`, 'cursor'],
      [`?cursor=${cursor(['2026-01-01 10:00:00+00', '-'.repeat(36)])}`, 'cursor'],
      [`?cursor=${cursor(['2026-01-01 10:00:00+00', id.replace(/-/g, '') + 'abcd'])}`, 'cursor'],
      [`?cursor=${cursor(['2026-01-01 10:00:00+00', id, 'extra'])}`, 'cursor'],
      [`?cursor=${cursor({ createdAt: '2026-01-01 10:00:00+00', id })}`, 'cursor'],
      ['?cursor=%00', 'cursor'],
      ['?q=%00', 'q'],
      ['?q=a%00b', 'q'],
    ];
    for (const [query, field] of queries) {
      const response = await get(`/api/departments/anr/resources${query}`, cookies.agent);
      expect(response.status, query).toBe(400);
      const { error } = await response.json();
      expect(error.code, query).toBe('validation_failed');
      expect(Object.keys(error.fields), query).toEqual([field]);
    }
    const good = await get(
      `/api/departments/anr/resources?cursor=${cursor(['2026-01-01 00:10:00+00', id])}`,
      cookies.agent,
    );
    expect(good.status).toBe(200);
  });

  it('refuses a slug holding NUL with 400, and answers 404 for one that is merely unknown', async () => {
    for (const path of ['/api/departments/a%00b', '/api/departments/%00/resources']) {
      const response = await get(path, cookies.agent);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.fields, path).toEqual({
        slug: 'Please remove invalid characters.',
      });
    }
    expect((await get('/api/departments/no-such-team/resources', cookies.agent)).status).toBe(404);
  });
});
