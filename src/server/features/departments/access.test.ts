/**
 * Every department route for every kind of caller (issue "Agent portal" item 5): anonymous 401; an artist, and an
 * agent who is no longer approved, 403; an approved agent through. Nothing is stored or deleted by a refused call.
 */
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { departmentResources } from '../../db/schema/index';
import {
  createConfirmedAccount,
  disableEntryOnly,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';

const suite = useAccountSuite();
const callers = {} as Record<'anonymous' | 'artist' | 'unapprovedAgent' | 'agent', string>;
let resourceId: string;

beforeAll(async () => {
  const { t } = suite;
  callers.anonymous = '';
  const artist = uniqueEmail('artist');
  await createConfirmedAccount(t, { email: artist });
  callers.artist = await signInCookie(t, { email: artist });
  const former = uniqueEmail('former');
  await createConfirmedAccount(t, { email: former, portal: 'agent' });
  callers.unapprovedAgent = await signInCookie(t, { email: former, portal: 'agent' });
  await disableEntryOnly(t, 'agent', former);
  const agent = uniqueEmail('agent');
  await createConfirmedAccount(t, { email: agent, portal: 'agent' });
  callers.agent = await signInCookie(t, { email: agent, portal: 'agent' });

  const body = new FormData();
  body.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'kept.pdf');
  const created = await t.app.request('/api/departments/anr/resources', {
    method: 'POST',
    headers: { cookie: callers.agent },
    body,
  });
  resourceId = (await created.json()).resource.id;
});

function call(route: string, cookie: string) {
  const [method, path] = route.split(' ') as [string, string];
  const headers: Record<string, string> = cookie ? { cookie } : {};
  let body: FormData | undefined;
  if (route.endsWith('/resources') && method === 'POST') {
    body = new FormData();
    body.append('title', 'Refused');
    body.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')]), 'refused.pdf');
  }
  return suite.t.app.request(path.replace(':id', resourceId), { method, headers, body });
}

const ROUTES = [
  'GET /api/departments',
  'GET /api/departments/anr',
  'GET /api/departments/anr/resources',
  'POST /api/departments/anr/resources',
  'POST /api/resources/:id/download-url',
  'DELETE /api/resources/:id',
];

describe('department routes by caller', () => {
  it.each(ROUTES)('%s: anonymous 401, artist and unapproved agent 403, nothing changed', async (route) => {
    const [before] = await suite.t.database.db.select({ n: count() }).from(departmentResources);
    expect((await call(route, callers.anonymous)).status).toBe(401);
    expect((await call(route, callers.artist)).status).toBe(403);
    expect((await call(route, callers.unapprovedAgent)).status).toBe(403);
    const [after] = await suite.t.database.db.select({ n: count() }).from(departmentResources);
    expect(after!.n).toBe(before!.n);
  });

  it.each(ROUTES)('%s: an approved agent gets through', async (route) => {
    const response = await call(route, callers.agent);
    expect(response.status).toBeLessThan(300);
  });
});
