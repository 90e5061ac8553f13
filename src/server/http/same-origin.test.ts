/**
 * Cross-site writes (issue "Hardening" item 3, docs/decisions/0007) on every state-changing route the app has,
 * and the response headers of item 8.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createConfirmedAccount, signInCookie, uniqueEmail, useAccountSuite } from '../test/accounts';
import { randomIp, createTestApp, rowCounts, type TestApp } from '../test/test-app';

const suite = useAccountSuite({ TRUSTED_ORIGINS: 'https://www.gbfmusic.example' });
let agentCookie = '';
let resourceId = '';

beforeAll(async () => {
  const { t } = suite;
  const agent = uniqueEmail('agent');
  await createConfirmedAccount(t, { email: agent, portal: 'agent' });
  agentCookie = await signInCookie(t, { email: agent, portal: 'agent' });
  const form = new FormData();
  form.append('file', new Blob(['notes\n']), 'notes.txt');
  const added = await t.app.request('/api/departments/anr/resources', {
    method: 'POST',
    headers: { cookie: agentCookie },
    body: form,
  });
  resourceId = ((await added.json()) as { resource: { id: string } }).resource.id;
});

/** Rows in every table, and files in the outbox: what a refused request must not change. */
async function everything(t: TestApp) {
  return { ...(await rowCounts(t.database)), outbox: (await t.readOutbox()).length };
}

/** A plausible request for each state-changing route, as a signed-in agent would send it. */
function requestFor(method: string, path: string): { path: string; body: BodyInit; type?: string } {
  const concrete = path.replace(':slug', 'anr').replace(':id', resourceId);
  if (concrete.endsWith('/resources') && method === 'POST') {
    const form = new FormData();
    form.append('title', 'Cross-site');
    form.append('file', new Blob(['cross-site\n']), 'evil.txt');
    return { path: concrete, body: form };
  }
  const email = uniqueEmail('cross');
  const bodies: Record<string, unknown> = {
    '/api/contact': { name: 'Eve', email, subject: 'Hi', message: 'A message from another site.' },
    '/api/auth/sign-up': { email, password: 'Str0ng!Passw0rd', portal: 'artist' },
    '/api/auth/sign-in': { email, password: 'Str0ng!Passw0rd', portal: 'artist' },
    '/api/auth/forgot-password': { email, portal: 'artist' },
    '/api/auth/resend-confirmation': { email, portal: 'artist' },
    '/api/rpc/is_artist_approved': { p_email: email },
    '/api/rpc/is_agent_approved': { p_email: email },
  };
  return { path: concrete, body: JSON.stringify(bodies[concrete] ?? {}), type: 'application/json' };
}

/**
 * Every POST, PUT, PATCH and DELETE route of the API, as Hono lists them (the public forms' page routes answer a
 * refusal with their page: features/public-forms/public-forms.test.ts).
 */
function stateChangingRoutes(t: TestApp): [string, string][] {
  const seen = new Set<string>();
  for (const route of t.app.routes)
    if (/^(POST|PUT|PATCH|DELETE)$/.test(route.method) && route.path.startsWith('/api'))
      seen.add(`${route.method} ${route.path}`);
  return [...seen].map((entry) => entry.split(' ') as [string, string]);
}

const crossSite: [label: string, headers: Record<string, string>][] = [
  ['a foreign origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
  ['the same site on another port', { origin: 'http://localhost:4999', 'sec-fetch-site': 'same-site' }],
  ['no Origin and Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
  ['the string "null" as Origin', { origin: 'null' }],
];

describe('cross-site writes', () => {
  it('the app has state-changing routes in every family', () => {
    const paths = stateChangingRoutes(suite.t).map(([method, path]) => `${method} ${path}`);
    for (const expected of [
      'POST /api/contact',
      'POST /api/enrollment-applications',
      'POST /api/touring-inquiries',
      'POST /api/auth/sign-in',
      'POST /api/rpc/is_agent_approved',
      'POST /api/departments/:slug/resources',
      'DELETE /api/resources/:id',
    ])
      expect(paths).toContain(expected);
  });

  it.each(crossSite)(
    'are refused with 403 cross_site_request from %s, writing nothing',
    async (_label, headers) => {
      const { t } = suite;
      const before = await everything(t);
      for (const [method, path] of stateChangingRoutes(t)) {
        const request = requestFor(method, path);
        const response = await t.app.request(request.path, {
          method,
          headers: {
            ...headers,
            cookie: agentCookie,
            'x-forwarded-for': randomIp(),
            ...(request.type ? { 'content-type': request.type } : {}),
          },
          body: method === 'DELETE' ? undefined : request.body,
        });
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await response.json()).error.code, `${method} ${path}`).toBe('cross_site_request');
      }
      expect(await everything(t)).toEqual(before);
    },
  );

  it('are accepted from a form our own page posts, which sends Origin: null under our referrer policy', async () => {
    const response = await suite.t.app.request('/api/contact', {
      method: 'POST',
      headers: {
        origin: 'null',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/json',
        'x-forwarded-for': randomIp(),
      },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Hello',
        message: 'A message from our own page.',
      }),
    });
    expect(response.status).toBe(201);
  });

  it('are accepted from the site itself, from a trusted origin, and from clients that are not browsers', async () => {
    const { t } = suite;
    const cases: Record<string, string>[] = [
      { origin: t.env.PUBLIC_URL, 'sec-fetch-site': 'same-origin' },
      { origin: 'https://www.gbfmusic.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-origin' },
      {},
    ];
    for (const headers of cases) {
      const request = requestFor('POST', '/api/contact');
      const response = await t.app.request(request.path, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-forwarded-for': randomIp() },
        body: request.body,
      });
      expect(response.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it('are accepted from the loopback aliases of a site at a loopback address, and say the site’s address when refused', async () => {
    const { t } = suite;
    const site = new URL(t.env.PUBLIC_URL);
    expect(site.hostname).toBe('localhost');
    const send = (origin: string) => {
      const request = requestFor('POST', '/api/contact');
      return t.app.request(request.path, {
        method: 'POST',
        headers: {
          origin,
          'sec-fetch-site': 'cross-site',
          'content-type': 'application/json',
          'x-forwarded-for': randomIp(),
        },
        body: request.body,
      });
    };
    for (const host of ['127.0.0.1', '[::1]'])
      expect((await send(`${site.protocol}//${host}:${site.port}`)).status, host).toBe(201);
    // Another port, another scheme or another host is another site.
    const otherPort = `http://127.0.0.1:${Number(site.port) + 1}`;
    for (const origin of [otherPort, `https://localhost:${site.port}`, 'https://evil.example']) {
      const refused = await send(origin);
      expect(refused.status, origin).toBe(403);
      expect((await refused.json()).error.message).toBe(
        `This page was opened at ${origin}, but this site's address is ${t.env.PUBLIC_URL}. Open ${t.env.PUBLIC_URL} and send it again.`,
      );
    }
  });

  it('never apply to reads', async () => {
    const response = await suite.t.app.request('/api/auth/session', {
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(200);
  });
});

describe('response headers', () => {
  it('API answers are never stored: Cache-Control no-store on success and on errors', async () => {
    const { t } = suite;
    for (const [path, init] of [
      ['/api/auth/session', {}],
      ['/api/departments', { headers: { cookie: agentCookie } }],
      ['/api/no-such-route', {}],
      ['/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
    ] as [string, RequestInit][]) {
      const response = await t.app.request(path, init);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('pages carry a Permissions-Policy, and HSTS only when the site is served over https', async () => {
    const { t } = suite;
    const plain = await t.app.request('/healthz');
    expect(plain.headers.get('permissions-policy')).toContain('camera=()');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const https = await createTestApp({ env: { PUBLIC_URL: 'https://gbfmusic.example' } });
    try {
      const secure = await https.app.request('/healthz');
      expect(secure.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await https.close();
    }
  });
});
