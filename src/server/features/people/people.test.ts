/**
 * Staff's People API (issue "Staff operations" item 4) against the real database: every account listed with its
 * access, enrolment, progress, certificate and organisation; a person's page with their facts, attempts and worksheet
 * answers; and each help action with its record — a quiz round reset (the learner can take the quiz again), a module
 * opened early, admin granted and revoked (never the last), an account disabled (every session ends, sign-in refused).
 * Access (401/403) is the route inventory's.
 */
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { PeoplePage, PersonDetail } from '@shared/schemas/people';
import { quizQuestions, quizzes, staffActions, userRoles } from '../../db/schema/index';
import {
  createConfirmedAccount,
  GOOD_PASSWORD,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { member } from '../../test/admin-test-kit';

const suite = useAccountSuite();
let courseId = '';
let moduleIds: string[] = [];
let admin: { cookie: string; userId: string; email: string };

type Learner = { cookie: string; userId: string; email: string };

beforeAll(async () => {
  ({ courseId, moduleIds } = await seedCourseContent(suite.t));
  admin = await member(suite.t, true);
});

async function learner(prefix = 'learner', enrol = true): Promise<Learner> {
  const email = uniqueEmail(prefix);
  await createConfirmedAccount(suite.t, { email });
  const cookie = await signInCookie(suite.t, { email });
  const { session } = await readSession(suite.t, cookie);
  if (enrol) {
    const response = await send(suite.t, 'POST', `/api/learning/courses/${courseId}/enrollment`, undefined, {
      cookie,
    });
    expect(response.status).toBe(201);
  }
  return { cookie, userId: session.user.id, email };
}

const staff = (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown, cookie = admin.cookie) =>
  send(suite.t, method, `/api/admin/people${path}`, body, { cookie });

async function person(userId: string): Promise<PersonDetail> {
  const response = await staff('GET', `/${userId}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function list(query: string): Promise<PeoplePage> {
  const response = await staff('GET', `?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** The module's quiz: its questions' right and wrong answers. */
async function quizOf(moduleId: string) {
  const { db } = suite.t.database;
  const [quiz] = await db.select().from(quizzes).where(eq(quizzes.moduleId, moduleId));
  const questions = await db
    .select()
    .from(quizQuestions)
    .where(and(eq(quizQuestions.quizId, quiz!.id), eq(quizQuestions.isActive, true)));
  return {
    quiz: quiz!,
    wrong: Object.fromEntries(
      questions.map((q) => [q.id, Object.keys(q.options).find((key) => key !== q.correctAnswer)!]),
    ),
  };
}

const learning = (who: Learner, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  send(suite.t, method, `/api/learning${path}`, body, { cookie: who.cookie });

async function actionsOn(userId: string) {
  return suite.t.database.db
    .select({ kind: staffActions.kind, actorEmail: staffActions.actorEmail, details: staffActions.details })
    .from(staffActions)
    .where(eq(staffActions.subjectUserId, userId));
}

describe('the People list', () => {
  it('lists every account, with or without a members profile, with its access and progress', async () => {
    const who = await learner('listed');
    const agentEmail = uniqueEmail('agent');
    await createConfirmedAccount(suite.t, {
      email: agentEmail,
      portal: 'agent',
      organisation: 'Northside Agency',
    });
    const { people } = await list(`q=${encodeURIComponent(who.email)}`);
    expect(people).toEqual([
      expect.objectContaining({
        userId: who.userId,
        email: who.email,
        admin: false,
        artist: 'enabled',
        agent: null,
        modulesCompleted: 0,
        modulesTotal: 6,
        certificateId: null,
        disabledAt: null,
        organisation: null,
      }),
    ]);
    expect(people[0]!.enrolledAt).not.toBeNull();
    expect(people[0]!.lastActivityAt).not.toBeNull();
    const agents = await list(`filter=agents&q=${encodeURIComponent(agentEmail)}`);
    expect(agents.people).toEqual([
      expect.objectContaining({
        email: agentEmail,
        agent: 'enabled',
        artist: null,
        enrolledAt: null,
        organisation: 'Northside Agency',
      }),
    ]);
    const admins = await list('filter=admins&limit=100');
    expect(admins.people.map((p) => p.email)).toContain(admin.email);
    expect(admins.people.every((p) => p.admin)).toBe(true);
  });

  it('matches a search with SQL or pattern characters literally', async () => {
    await learner('percent');
    expect((await list('q=%25')).people).toEqual([]);
    expect((await list('q=_')).people).toEqual([]);
    expect((await list(`q=${encodeURIComponent("' or 1=1 --")}`)).people).toEqual([]);
  });

  it('pages newest first without repeating anyone', async () => {
    for (let i = 0; i < 3; i += 1) await learner('paged', false);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: PeoplePage = await list(`q=paged&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.people.map((p) => p.createdAt + p.userId));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('refuses a bad query with field errors', async () => {
    const response = await staff('GET', '?filter=everyone&limit=0');
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe(API_ERROR_CODES.validationFailed);
    expect(Object.keys(error.fields).sort()).toEqual(['filter', 'limit']);
  });
});

describe("a person's page", () => {
  it('shows the facts, attempts and worksheet answers of each module', async () => {
    const who = await learner('page');
    const [first] = moduleIds;
    expect((await learning(who, 'POST', `/modules/${first}/progress`, { step: 'opened' })).status).toBe(200);
    expect(
      (await learning(who, 'PUT', `/modules/${first}/worksheet/answers/0`, { answer: 'My first answer.' }))
        .status,
    ).toBe(200);
    const { wrong } = await quizOf(first!);
    expect((await learning(who, 'POST', `/modules/${first}/quiz/attempts`, { answers: wrong })).status).toBe(
      201,
    );

    const page = await person(who.userId);
    expect(page.person.email).toBe(who.email);
    expect(page.modules).toHaveLength(6);
    const [one, two] = page.modules;
    expect(one!.facts.openedAt).not.toBeNull();
    expect(one!.lock).toBeNull();
    expect(one!.worksheet[0]).toEqual({ prompt: expect.any(String), answer: 'My first answer.' });
    expect(one!.worksheet.slice(1).every((item) => item.answer === '')).toBe(true);
    expect(one!.quiz).toMatchObject({ attemptsLeft: 2, roundResetAt: null });
    expect(one!.quiz!.attempts).toEqual([expect.objectContaining({ attemptNumber: 1, passed: false })]);
    expect(two!.lock).toEqual({ reason: 'previous', afterModuleNumber: 1 });
    expect(one!.upload).toBeNull();
  });

  it('answers 404 for an account that does not exist and 400 for an id that cannot be one', async () => {
    const missing = await staff('GET', '/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe(API_ERROR_CODES.userNotFound);
    const bad = await staff('GET', '/not-an-id');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('userId');
  });
});

describe('help for a learner', () => {
  it('resets a quiz round: a learner out of attempts can take the quiz again, and the reset is recorded', async () => {
    const who = await learner('reset');
    const [first] = moduleIds;
    const { wrong } = await quizOf(first!);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await learning(who, 'POST', `/modules/${first}/quiz/attempts`, { answers: wrong })).status,
      ).toBe(201);
    const out = await learning(who, 'GET', `/modules/${first}/quiz/questions`);
    expect(out.status).toBe(409);
    expect((await out.json()).error.code).toBe(API_ERROR_CODES.noAttemptsLeft);

    const response = await staff('POST', `/${who.userId}/modules/${first}/quiz-reset`);
    expect(response.status, await response.clone().text()).toBe(200);
    const page: PersonDetail = await response.json();
    expect(page.modules[0]!.quiz).toMatchObject({ attemptsLeft: 3, retryAt: null });
    expect(page.modules[0]!.quiz!.roundResetAt).not.toBeNull();
    expect(page.modules[0]!.quiz!.attempts).toHaveLength(3);
    expect(page.history[0]).toMatchObject({ kind: 'quiz_round.reset', actor: admin.email });

    expect((await learning(who, 'GET', `/modules/${first}/quiz/questions`)).status).toBe(200);
    const fourth = await learning(who, 'POST', `/modules/${first}/quiz/attempts`, { answers: wrong });
    expect(fourth.status).toBe(201);
    expect((await fourth.json()).quiz).toMatchObject({ attemptsMade: 4, attemptsLeft: 2 });
    expect(await actionsOn(who.userId)).toEqual([
      {
        kind: 'quiz_round.reset',
        actorEmail: admin.email,
        details: expect.objectContaining({ moduleId: first }),
      },
    ]);
  });

  it('opens a locked module early, once', async () => {
    const who = await learner('early');
    const second = moduleIds[1]!;
    const locked = await learning(who, 'GET', `/modules/${second}`);
    expect(locked.status).toBe(403);
    expect((await locked.json()).error.code).toBe(API_ERROR_CODES.moduleLocked);

    const response = await staff('POST', `/${who.userId}/modules/${second}/unlock`);
    expect(response.status).toBe(200);
    const page: PersonDetail = await response.json();
    expect(page.modules[1]!.lock).toBeNull();
    expect(page.modules[1]!.unlockedAt).not.toBeNull();
    expect(page.modules[2]!.lock).not.toBeNull();
    expect((await learning(who, 'GET', `/modules/${second}`)).status).toBe(200);

    expect((await staff('POST', `/${who.userId}/modules/${second}/unlock`)).status).toBe(200);
    expect((await actionsOn(who.userId)).map((action) => action.kind)).toEqual(['module.unlocked']);
  });

  it('refuses help for a learner who is not enrolled, or a module that does not exist', async () => {
    const who = await learner('unenrolled', false);
    const response = await staff('POST', `/${who.userId}/modules/${moduleIds[0]}/quiz-reset`);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe(API_ERROR_CODES.notEnrolled);
    const missing = await staff('POST', `/${who.userId}/modules/00000000-0000-4000-8000-000000000000/unlock`);
    expect(missing.status).toBe(404);
    expect(await actionsOn(who.userId)).toEqual([]);
  });
});

describe('admin role and disabled accounts', () => {
  it('grants and revokes admin, recording each change once', async () => {
    const who = await learner('promoted', false);
    const granted = await staff('PUT', `/${who.userId}/admin`, { admin: true, mentor: false });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as PersonDetail).person.admin).toBe(true);
    expect((await readSession(suite.t, who.cookie)).session.access.admin).toBe(true);
    expect((await staff('PUT', `/${who.userId}/admin`, { admin: true, mentor: false })).status).toBe(200);
    const revoked = await staff('PUT', `/${who.userId}/admin`, { admin: false, mentor: false });
    expect(((await revoked.json()) as PersonDetail).person.admin).toBe(false);
    expect((await actionsOn(who.userId)).map((action) => action.kind)).toEqual([
      'admin.granted',
      'admin.revoked',
    ]);
    const bad = await staff('PUT', `/${who.userId}/admin`, { admin: 'yes' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toHaveProperty('admin');
  });

  it('never revokes or disables the last enabled admin', async () => {
    const { db } = suite.t.database;
    const other = await member(suite.t, true);
    await db.delete(userRoles).where(and(eq(userRoles.role, 'admin'), ne(userRoles.userId, other.userId)));
    try {
      const revoke = await staff(
        'PUT',
        `/${other.userId}/admin`,
        { admin: false, mentor: false },
        other.cookie,
      );
      expect(revoke.status).toBe(409);
      expect((await revoke.json()).error.code).toBe(API_ERROR_CODES.lastAdmin);
      const self = await staff('PUT', `/${other.userId}/disabled`, { disabled: true }, other.cookie);
      expect(self.status).toBe(409);
      expect((await self.json()).error.code).toBe(API_ERROR_CODES.cannotDisableSelf);
      // Only the grant made with the CLI (no admin: the command line) is on record.
      expect(await actionsOn(other.userId)).toEqual([
        { kind: 'admin.granted', actorEmail: null, details: {} },
      ]);
      expect((await readSession(suite.t, other.cookie)).session.access.admin).toBe(true);
    } finally {
      await db.insert(userRoles).values({ userId: admin.userId, role: 'admin' }).onConflictDoNothing();
    }
    // With a second admin again, the first can go.
    const revoked = await staff('PUT', `/${other.userId}/admin`, { admin: false, mentor: false });
    expect(revoked.status).toBe(200);
  });

  it('of two admins revoking each other at once, exactly one wins; the other, no longer an admin, is refused 403', async () => {
    const { db } = suite.t.database;
    const [one, two] = [await member(suite.t, true), await member(suite.t, true)];
    await db
      .delete(userRoles)
      .where(
        and(eq(userRoles.role, 'admin'), ne(userRoles.userId, one.userId), ne(userRoles.userId, two.userId)),
      );
    try {
      const answers = await Promise.all([
        staff('PUT', `/${two.userId}/admin`, { admin: false, mentor: false }, one.cookie),
        staff('PUT', `/${one.userId}/admin`, { admin: false, mentor: false }, two.cookie),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      const refused = answers.find((answer) => answer.status === 403)!;
      expect((await refused.json()).error.code).toBe(API_ERROR_CODES.forbidden);
      const admins = await db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await db.insert(userRoles).values({ userId: admin.userId, role: 'admin' }).onConflictDoNothing();
    }
  });

  it('disables an account: every session ends at once, sign-in is refused until it is enabled again', async () => {
    const who = await learner('disabled', false);
    const second = await signInCookie(suite.t, { email: who.email });
    const response = await staff('PUT', `/${who.userId}/disabled`, { disabled: true });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PersonDetail).person.disabledAt).not.toBeNull();
    expect((await readSession(suite.t, who.cookie)).session).toBeNull();
    expect((await readSession(suite.t, second)).session).toBeNull();
    const refused = await send(suite.t, 'POST', '/api/auth/sign-in', {
      email: who.email,
      password: GOOD_PASSWORD,
      portal: 'artist',
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe(API_ERROR_CODES.accountDisabled);
    expect((await list('filter=disabled&limit=100')).people.map((p) => p.userId)).toContain(who.userId);

    expect((await staff('PUT', `/${who.userId}/disabled`, { disabled: false })).status).toBe(200);
    expect(
      (await readSession(suite.t, await signInCookie(suite.t, { email: who.email }))).session,
    ).not.toBeNull();
    expect((await actionsOn(who.userId)).map((action) => action.kind)).toEqual([
      'account.disabled',
      'account.enabled',
    ]);
  });
});
