/**
 * The members program's own API against the real database and the real content (training-program.md §2 item 4,
 * §3 milestones, §7 "check_and_award_milestones", §9 "Achievements"; docs/decisions/0010): the profile the
 * dashboard greets, milestones awarded from what the learner did in the course's modules (once each, even when
 * checks run at once), the dashboard's Achievements panel, and the milestone catalogue reloaded in place.
 *
 * The program's modules, progress steps, notes and quizzes are the one course's (features/course, tested in
 * course.test.ts). Here the learner's module facts are written straight to module_progress, as the course's routes
 * would leave them.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { Achievements } from '@shared/schemas/program';
import type { ProgramDashboard } from '@shared/schemas/program-dashboard';
import { milestones, moduleProgress, profiles, userMilestones } from '../../db/schema/index';
import {
  createConfirmedAccount,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';
import { loadProgramContentIfChanged } from './content';
import { checkAndAwardMilestones } from '../course/milestones';

const suite = useAccountSuite();
/** The course's module ids in course order (the program's six months). */
let moduleIds: string[] = [];

/** A signed-in approved artist. */
async function artist(): Promise<{ cookie: string; userId: string; email: string }> {
  const email = uniqueEmail('member');
  await createConfirmedAccount(suite.t, { email, portal: 'program' });
  const cookie = await signInCookie(suite.t, { email, portal: 'program' });
  const { session } = await readSession(suite.t, cookie);
  return { cookie, userId: session.user.id, email };
}

/** The members dashboard, `GET /api/program/dashboard`: the profile it greets by and its Achievements panel. */
const getDashboard = (cookie: string) =>
  send(suite.t, 'GET', '/api/program/dashboard', undefined, { cookie });

async function dashboard(cookie: string): Promise<ProgramDashboard> {
  const response = await getDashboard(cookie);
  expect(response.status).toBe(200);
  return response.json();
}

async function achievements(cookie: string): Promise<Achievements> {
  return (await dashboard(cookie)).achievements;
}

type Facts = Omit<typeof moduleProgress.$inferInsert, 'id' | 'userId' | 'moduleId'>;

/** Writes the learner's facts of each module in `ids`, as the course's routes record them. */
async function writeFacts(userId: string, ids: readonly string[], facts: Facts): Promise<void> {
  await suite.t.database.db
    .insert(moduleProgress)
    .values(ids.map((moduleId) => ({ userId, moduleId, ...facts })));
}

/** Milestone keys by id, of the whole catalogue. */
async function keysById(): Promise<Map<string, string>> {
  const rows = await suite.t.database.db.select({ id: milestones.id, key: milestones.key }).from(milestones);
  return new Map(rows.map((row) => [row.id, row.key]));
}

/** The keys of the milestones the learner has earned, sorted. */
async function earnedKeys(userId: string): Promise<string[]> {
  const keys = await keysById();
  const rows = await suite.t.database.db
    .select({ milestoneId: userMilestones.milestoneId })
    .from(userMilestones)
    .where(eq(userMilestones.userId, userId));
  return rows.map((row) => keys.get(row.milestoneId)!).sort();
}

beforeAll(async () => {
  ({ moduleIds } = await seedCourseContent(suite.t));
});

describe('the profile', () => {
  it('greets by the profile, made from the account on the first visit', async () => {
    const who = await artist();
    const { profile } = await dashboard(who.cookie);
    expect(profile).toMatchObject({ email: who.email, stageName: null });
    expect(Object.keys(profile).sort()).toEqual(['createdAt', 'email', 'name', 'stageName']);
    expect((await dashboard(who.cookie)).profile).toEqual(profile);
  });

  it('makes one profile when the first visits come at once', async () => {
    const who = await artist();
    const answers = await Promise.all(Array.from({ length: 5 }, () => getDashboard(who.cookie)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const bodies: ProgramDashboard[] = await Promise.all(answers.map((a) => a.json()));
    expect(new Set(bodies.map((b) => b.profile.createdAt)).size).toBe(1);
    const rows = await suite.t.database.db.select().from(profiles).where(eq(profiles.userId, who.userId));
    expect(rows).toHaveLength(1);
  });
});

describe('milestones', () => {
  it('lists nothing earned for a new member, and the catalogue by points', async () => {
    const fresh = await artist();
    const empty = await achievements(fresh.cookie);
    expect(empty).toMatchObject({ percentComplete: 0, totalPoints: 0, earnedCount: 0, recent: [] });
    expect(empty.totalMilestones).toBe(8);
    expect(empty.milestones).toHaveLength(8);
    expect(empty.milestones.map((m) => m.points)).toEqual(
      [...empty.milestones.map((m) => m.points)].sort((a, b) => a - b),
    );
    expect(await earnedKeys(fresh.userId)).toEqual([]);
  });

  it('awards what the module facts meet, by each criterion of the catalogue', async () => {
    const at = new Date();
    const started = { startedAt: at };
    const cases: [string, (ids: string[]) => [string[], Facts][], string[]][] = [
      ['one module started', (ids) => [[ids.slice(0, 1), started]], ['first-steps']],
      ['notes on a module', (ids) => [[ids.slice(0, 1), { notes: 'A first idea' }]], ['note-taker']],
      ['blank notes', (ids) => [[ids.slice(0, 1), { notes: ' \n\t ' }]], []],
      [
        'a worksheet done',
        (ids) => [[ids.slice(1, 2), { ...started, worksheetDoneAt: at }]],
        ['first-steps', 'hands-on'],
      ],
      [
        'a quiz passed',
        (ids) => [[ids.slice(2, 3), { ...started, bestQuizScore: 80, quizPassedAt: at }]],
        ['first-steps', 'quiz-ace'],
      ],
      [
        'a quiz tried but not passed',
        (ids) => [[ids.slice(2, 3), { ...started, bestQuizScore: 40 }]],
        ['first-steps'],
      ],
      [
        'one module completed',
        (ids) => [[ids.slice(0, 1), { ...started, completedAt: at }]],
        ['first-steps', 'module-master'],
      ],
      [
        'three modules completed',
        (ids) => [[ids.slice(0, 3), { ...started, completedAt: at }]],
        ['first-steps', 'halfway-there', 'module-master'],
      ],
      [
        'five of six completed',
        (ids) => [[ids.slice(0, 5), { ...started, completedAt: at }]],
        ['first-steps', 'halfway-there', 'module-master'],
      ],
      [
        'every quiz passed',
        (ids) => [[ids, { ...started, bestQuizScore: 100, quizPassedAt: at }]],
        ['first-steps', 'quiz-ace', 'scholar'],
      ],
      [
        'every module completed',
        (ids) => [[ids, { ...started, completedAt: at }]],
        ['first-steps', 'halfway-there', 'module-master', 'program-graduate'],
      ],
    ];
    const keys = await keysById();
    for (const [label, facts, expected] of cases) {
      const who = await artist();
      for (const [ids, written] of facts(moduleIds)) await writeFacts(who.userId, ids, written);
      const awarded = await checkAndAwardMilestones(suite.t.database.db, who.userId);
      expect(awarded.map((a) => keys.get(a.milestone.id)).sort(), label).toEqual(expected);
      expect(await earnedKeys(who.userId), label).toEqual(expected);
      // Checking again awards nothing new.
      expect(await checkAndAwardMilestones(suite.t.database.db, who.userId), label).toEqual([]);
    }
  });

  it('awards each milestone once when checks and panel loads run at once', async () => {
    const who = await artist();
    const at = new Date();
    await writeFacts(who.userId, moduleIds, { startedAt: at, worksheetDoneAt: at, completedAt: at });
    const [checks] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => checkAndAwardMilestones(suite.t.database.db, who.userId))),
      Promise.all(Array.from({ length: 10 }, () => achievements(who.cookie))),
    ]);
    const expected = ['first-steps', 'halfway-there', 'hands-on', 'module-master', 'program-graduate'];
    const rows = await suite.t.database.db
      .select({ milestoneId: userMilestones.milestoneId })
      .from(userMilestones)
      .where(eq(userMilestones.userId, who.userId));
    expect(rows).toHaveLength(expected.length);
    expect(await earnedKeys(who.userId)).toEqual(expected);
    // No two calls both report one as awarded.
    const keys = await keysById();
    const reported = checks.flat().map((a) => keys.get(a.milestone.id)!);
    expect(new Set(reported).size).toBe(reported.length);

    const panel = await achievements(who.cookie);
    const catalogue = await suite.t.database.db
      .select()
      .from(milestones)
      .where(eq(milestones.isActive, true));
    const earned = catalogue.filter((m) => expected.includes(m.key));
    expect(panel.earnedCount).toBe(expected.length);
    expect(panel.totalMilestones).toBe(catalogue.length);
    expect(panel.percentComplete).toBe(Math.round((expected.length / catalogue.length) * 100));
    expect(panel.totalPoints).toBe(earned.reduce((sum, m) => sum + m.points, 0));
    expect(panel.recent).toHaveLength(3);
    expect(panel.recent.map((r) => r.milestone.title)).toEqual([
      'Program Graduate',
      'Halfway There',
      'Module Master',
    ]);
  });

  it('awards the notes milestone when the panel loads', async () => {
    const fresh = await artist();
    expect((await achievements(fresh.cookie)).earnedCount).toBe(0);
    await writeFacts(fresh.userId, moduleIds.slice(0, 1), {
      notes: 'A first idea',
      notesSavedAt: new Date(),
    });
    const panel = await achievements(fresh.cookie);
    expect(panel.recent.map((r) => r.milestone.title)).toEqual(['Note Taker']);
    expect(panel.recent[0]!.milestone).toMatchObject({ badgeIcon: 'Star', badgeColor: 'teal', points: 10 });
    expect(panel).toMatchObject({ earnedCount: 1, totalPoints: 10, percentComplete: 13 });
  });
});

describe('the milestone catalogue', () => {
  it('reloads in place: a milestone gone from the file is no longer listed or awarded, earned ones are kept, a new one is awarded by its criterion, and an unchanged start writes nothing', async () => {
    const { db } = suite.t.database;
    const realDir = suite.t.env.PROGRAM_CONTENT_DIR;
    const noted = await artist();
    await writeFacts(noted.userId, moduleIds.slice(0, 1), { notes: 'Before the change' });
    expect((await achievements(noted.cookie)).earnedCount).toBe(1);

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'program-content-'));
    try {
      const file = parseYaml(await fs.readFile(path.join(realDir, 'milestones.yaml'), 'utf8')) as {
        milestones: ({ key: string; title: string } & Record<string, unknown>)[];
      };
      file.milestones = [
        ...file.milestones
          .filter((m) => m.key !== 'note-taker')
          .map((m) => (m.key === 'first-steps' ? { ...m, title: 'First Steps Taken' } : m)),
        {
          key: 'watcher',
          title: 'Watcher',
          description: 'You watched a lesson video.',
          points: 5,
          badgeIcon: 'Play',
          badgeColor: 'blue',
          criterion: { measure: 'videosWatched', atLeast: 1 },
        },
      ];
      await fs.writeFile(path.join(dir, 'milestones.yaml'), stringifyYaml(file));
      expect(await loadProgramContentIfChanged(db, dir)).toBe(true);
      expect(await loadProgramContentIfChanged(db, dir)).toBe(false);

      const [renamed] = await db.select().from(milestones).where(eq(milestones.key, 'first-steps'));
      expect(renamed).toMatchObject({ title: 'First Steps Taken', isActive: true });
      const panel = await achievements(noted.cookie);
      expect(panel.totalMilestones).toBe(8);
      expect(panel.milestones.map((m) => m.title)).toContain('Watcher');
      expect(panel.milestones.map((m) => m.title)).not.toContain('Note Taker');
      expect(panel).toMatchObject({ earnedCount: 0, recent: [] });
      // What the learner earned is kept, only no longer listed.
      expect(await earnedKeys(noted.userId)).toEqual(['note-taker']);

      const later = await artist();
      await writeFacts(later.userId, moduleIds.slice(0, 1), { notes: 'After the change' });
      expect(await checkAndAwardMilestones(db, later.userId)).toEqual([]);

      // A video counts as watched once 90 % of its length is credited by playback (module 1's lesson: 24 s).
      const [first] = moduleIds;
      const almost = await artist();
      await writeFacts(almost.userId, [first!], { startedAt: new Date(), videoCreditedSeconds: 21.5 });
      await checkAndAwardMilestones(db, almost.userId);
      expect(await earnedKeys(almost.userId)).toEqual(['first-steps']);
      const watched = await artist();
      await writeFacts(watched.userId, [first!], { startedAt: new Date(), videoCreditedSeconds: 21.7 });
      await checkAndAwardMilestones(db, watched.userId);
      expect(await earnedKeys(watched.userId)).toEqual(['first-steps', 'watcher']);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
      // Back to the real catalogue.
      expect(await loadProgramContentIfChanged(db, realDir)).toBe(true);
    }
    expect(await loadProgramContentIfChanged(db, realDir)).toBe(false);
    const panel = await achievements(noted.cookie);
    expect(panel.totalMilestones).toBe(8);
    expect(panel.recent.map((r) => r.milestone.title)).toEqual(['Note Taker']);
    const [restored] = await db
      .select({ title: milestones.title })
      .from(milestones)
      .where(and(eq(milestones.key, 'first-steps'), eq(milestones.isActive, true)));
    expect(restored?.title).toBe('First Steps');
  });
});
