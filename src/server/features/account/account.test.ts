/**
 * The account API against the real database (issue "One course, one record per learner, and completion that means
 * something" item 6; docs/decisions/0015): reading the account (its profile made on first use, as the program
 * makes it), saving the certificate name and stage name (the session's name kept in step), refusals with field
 * messages that write nothing, the guard (401 signed out, 403 without access), and the password change: success
 * ends every other session, a wrong current password changes nothing, the new password follows the §5 rules.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { ACCOUNT_LIMITS } from '@shared/limits/account';
import { accountFieldMessages as fm } from '@shared/messages/account';
import { passwordRuleMessages } from '@shared/messages/auth';
import type { Account } from '@shared/schemas/account';
import { enrollmentApplications, profiles, users } from '../../db/schema/index';
import {
  cookieHeader,
  createConfirmedAccount,
  disableEntryOnly,
  GOOD_PASSWORD,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { rowCounts } from '../../test/test-app';
import { passwordChangeLimit } from './routes';

const suite = useAccountSuite();

/** A confirmed, signed-in account; an artist's artist record is named from an application when `applied`. */
async function member(
  options: { portal?: 'program' | 'agent'; applied?: boolean } = {},
): Promise<{ email: string; cookie: string }> {
  const portal = options.portal ?? 'program';
  const email = uniqueEmail(`account-${portal}`);
  if (options.applied)
    await suite.t.database.db.insert(enrollmentApplications).values({
      firstName: 'Ada',
      lastName: 'Obi',
      stageName: 'Nova',
      email,
      experienceLevel: 'intermediate',
      musicGenres: ['Pop'],
      goals: 'Grow',
      whyProgram: 'Learn',
    });
  await createConfirmedAccount(suite.t, { email, portal });
  return { email, cookie: await signInCookie(suite.t, { email, portal }) };
}

const read = (cookie: string) => send(suite.t, 'GET', '/api/account', undefined, { cookie });
const save = (cookie: string, body: unknown) => send(suite.t, 'PATCH', '/api/account', body, { cookie });
const changePassword = (cookie: string, body: unknown) =>
  send(suite.t, 'POST', '/api/account/password', body, { cookie });

async function accountOf(response: Response): Promise<Account> {
  expect(response.status).toBe(200);
  return ((await response.json()) as { account: Account }).account;
}

async function userName(email: string): Promise<string | undefined> {
  const [row] = await suite.t.database.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.email, email));
  return row?.name;
}

describe('GET /api/account', () => {
  it("answers the artist's details, making the profile from the artist record as the program does", async () => {
    const { email, cookie } = await member({ applied: true });
    expect(await accountOf(await read(cookie))).toEqual({
      name: 'Ada Obi',
      stageName: 'Nova',
      email,
      organisation: null,
    });
    // The members program reads the very same row: its dashboard (which needs the published course) greets by it.
    await seedCourseContent(suite.t);
    const program = await send(suite.t, 'GET', '/api/program/dashboard', undefined, { cookie });
    expect((await program.json()).profile).toMatchObject({ name: 'Ada Obi', stageName: 'Nova', email });
  });

  it('answers null name and stage name for an account without either, and serves agents too', async () => {
    const { email, cookie } = await member({ portal: 'agent' });
    expect(await accountOf(await read(cookie))).toEqual({
      name: null,
      stageName: null,
      email,
      organisation: null,
    });
  });
});

describe('PATCH /api/account', () => {
  it('saves the certificate name and stage name, cleaned, and keeps the session name in step', async () => {
    const { email, cookie } = await member({ applied: true });
    const saved = await accountOf(await save(cookie, { name: '  Ada Q. Obi ', stageName: ' Nova <Lane> ' }));
    expect(saved).toEqual({ name: 'Ada Q. Obi', stageName: 'Nova Lane', email, organisation: null });
    expect(await accountOf(await read(cookie))).toEqual(saved);
    expect(await userName(email)).toBe('Ada Q. Obi');
    expect((await readSession(suite.t, cookie)).session.user.name).toBe('Ada Q. Obi');

    // A field left out stays; an empty stage name clears it.
    expect(await accountOf(await save(cookie, { stageName: '' }))).toEqual({
      name: 'Ada Q. Obi',
      stageName: null,
      email,
      organisation: null,
    });
    expect(await accountOf(await save(cookie, {}))).toEqual({
      name: 'Ada Q. Obi',
      stageName: null,
      email,
      organisation: null,
    });
  });

  it('saves the name of an account whose profile does not exist yet', async () => {
    const { email, cookie } = await member({ portal: 'agent' });
    expect(await suite.t.database.db.select().from(profiles).where(eq(profiles.email, email))).toHaveLength(
      0,
    );
    expect(await accountOf(await save(cookie, { name: 'Lee Agent' }))).toEqual({
      name: 'Lee Agent',
      stageName: null,
      email,
      organisation: null,
    });
  });

  it('refuses a blank or long name, a long stage name, an email and unknown fields, writing nothing', async () => {
    const { email, cookie } = await member({ applied: true });
    await read(cookie);
    const before = await rowCounts(suite.t.database);
    const response = await save(cookie, {
      name: '   ',
      stageName: 'x'.repeat(ACCOUNT_LIMITS.stageName + 1),
      email: 'other@example.com',
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe(API_ERROR_CODES.validationFailed);
    expect(error.fields).toEqual({
      name: fm.nameRequired,
      stageName: `Stage Name must be at most ${ACCOUNT_LIMITS.stageName} characters.`,
      email: 'Unknown field.',
    });
    const long = await save(cookie, { name: 'n'.repeat(ACCOUNT_LIMITS.name + 1) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.name).toMatch(/at most/);
    for (const [bad, code] of [
      ['not json', API_ERROR_CODES.invalidJson],
      [JSON.stringify([]), API_ERROR_CODES.validationFailed],
    ]) {
      const refused = await send(suite.t, 'PATCH', '/api/account', bad, { cookie });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.code).toBe(code);
    }
    expect(await rowCounts(suite.t.database)).toEqual(before);
    expect(await accountOf(await read(cookie))).toEqual({
      name: 'Ada Obi',
      stageName: 'Nova',
      email,
      organisation: null,
    });
    expect(await userName(email)).toBe('');
  });

  it("saves an agent's organisation, cleaned; an empty one clears it; a long one is refused on its field (issue 38 item 1)", async () => {
    const { email, cookie } = await member({ portal: 'agent' });
    const saved = await accountOf(
      await save(cookie, { name: 'Lee Mensah', organisation: '  Northside <Agency> ' }),
    );
    expect(saved).toEqual({ name: 'Lee Mensah', stageName: null, email, organisation: 'Northside Agency' });
    expect(await accountOf(await read(cookie))).toEqual(saved);

    const long = await save(cookie, { organisation: 'o'.repeat(ACCOUNT_LIMITS.organisation + 1) });
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields).toEqual({
      organisation: `Organisation must be at most ${ACCOUNT_LIMITS.organisation} characters.`,
    });
    const invisible = await save(cookie, { organisation: '\u200B' });
    expect(invisible.status).toBe(400);
    expect((await invisible.json()).error.fields.organisation).toMatch(/^Organisation must contain/);
    expect(await accountOf(await read(cookie))).toEqual(saved);

    // A field left out stays; an empty organisation clears it.
    expect(await accountOf(await save(cookie, { name: 'Lee Mensah' }))).toEqual(saved);
    expect(await accountOf(await save(cookie, { organisation: '' }))).toEqual({
      ...saved,
      organisation: null,
    });
  });
});

describe('the guard', () => {
  it('answers 401 without a session and 403 to an account that lost its access', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/account', undefined],
      ['PATCH', '/api/account', { name: 'Nobody' }],
      ['POST', '/api/account/password', { currentPassword: GOOD_PASSWORD, newPassword: 'N3w!Passw0rd' }],
    ] as const) {
      const response = await send(suite.t, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await response.json()).error.code).toBe(API_ERROR_CODES.unauthorized);
    }
    const { email, cookie } = await member();
    await disableEntryOnly(suite.t, 'artist', email);
    const denied = await save(cookie, { name: 'Former' });
    expect(denied.status).toBe(403);
    expect(await userName(email)).toBe('');
  });
});

describe('POST /api/account/password', () => {
  const NEW_PASSWORD = 'N3w!Passw0rd-2';

  it('changes the password, keeps this browser signed in with a new session and ends every other', async () => {
    const { email, cookie } = await member();
    const otherDevice = await signInCookie(suite.t, { email, portal: 'program' });
    const response = await changePassword(cookie, {
      currentPassword: GOOD_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'password_changed' });
    const renewed = cookieHeader(response);
    expect(renewed).toMatch(/gbf\.session_token=/);
    expect((await readSession(suite.t, renewed)).session.user.email).toBe(email);
    expect((await readSession(suite.t, otherDevice)).session).toBeNull();
    expect((await readSession(suite.t, cookie)).session).toBeNull();

    const oldPassword = await send(suite.t, 'POST', '/api/auth/sign-in', {
      email,
      password: GOOD_PASSWORD,
      portal: 'program',
    });
    expect(oldPassword.status).toBe(401);
    expect(await signInCookie(suite.t, { email, password: NEW_PASSWORD, portal: 'program' })).toMatch(
      /gbf\.session_token=/,
    );
  });

  it('refuses a wrong current password on its field and changes nothing', async () => {
    const { email, cookie } = await member();
    const response = await changePassword(cookie, {
      currentPassword: 'Wr0ng!Password',
      newPassword: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe(API_ERROR_CODES.validationFailed);
    expect(error.fields).toEqual({ currentPassword: fm.wrongCurrentPassword });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await readSession(suite.t, cookie)).session.user.email).toBe(email);
    expect(await signInCookie(suite.t, { email, portal: 'program' })).toMatch(/gbf\.session_token=/);
  });

  it('applies the sign-up rules of §5 to the new password, and refuses the current one again', async () => {
    const { cookie } = await member();
    const weak = await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: 'lowercase1' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.fields).toEqual({
      newPassword: `${passwordRuleMessages.uppercase}. ${passwordRuleMessages.special}`,
    });
    const same = await changePassword(cookie, { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD });
    expect((await same.json()).error.fields).toEqual({ newPassword: fm.samePassword });
    const missing = await changePassword(cookie, {});
    expect(missing.status).toBe(400);
    expect(Object.keys((await missing.json()).error.fields).sort()).toEqual([
      'currentPassword',
      'newPassword',
    ]);
  });

  it(`allows ${passwordChangeLimit.points} attempts per account in ${passwordChangeLimit.durationSeconds / 60} minutes`, async () => {
    const { cookie } = await member();
    const wrong = { currentPassword: 'Wr0ng!Password', newPassword: NEW_PASSWORD };
    for (let attempt = 0; attempt < passwordChangeLimit.points; attempt++)
      expect((await changePassword(cookie, wrong)).status).toBe(400);
    const limited = await changePassword(cookie, wrong);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
