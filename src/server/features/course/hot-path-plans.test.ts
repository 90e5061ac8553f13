/**
 * Query plans of the learner's hot path on PostgreSQL (issue 21 item 4, "Load on PostgreSQL"; the load is
 * `npm run bench:scale`): a learner's loop of that load (sign in, members dashboard, module page, playback reports,
 * quiz questions and attempts, one of them a pass, one past the round) runs through the app while every statement
 * the app sends PostgreSQL is recorded, text and parameters. Each recorded statement is then explained
 * (`EXPLAIN (FORMAT JSON)`, with the values it was sent with) in a transaction with `enable_seqscan = off`, so the
 * planner takes an index wherever one fits: a sequential scan of a learner- or account-sized table left in a plan
 * means no index fits its WHERE, and an index scan without an index condition is a walk of a whole index. Both fail
 * the test. Content tables (the course, its modules, quizzes, questions, milestones) stay small whatever the number
 * of learners and may be read whole.
 *
 * The statements are the code's own (better-auth's, the session lookup's, the learner record's, the services'), so
 * the test follows the code as it changes. PostgreSQL only (`DATABASE_URL`): the embedded database has one process
 * and no planner choices to prove here.
 */
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quizQuestions, quizzes } from '../../db/schema/index';
import {
  createConfirmedAccount,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { seedCourseContent } from '../../test/course-content';

/**
 * Tables whose rows grow with learners and accounts: a statement of the hot path must reach their rows through an
 * index.
 */
const PER_LEARNER_TABLES = new Set([
  'users',
  'sessions',
  'accounts',
  'verifications',
  'approved_artists',
  'approved_agents',
  'artists',
  'user_roles',
  'user_enrollments',
  'module_progress',
  'quiz_attempts',
  'worksheet_answers',
  'profiles',
  'user_milestones',
  'user_certificates',
  'learner_revisions',
  'artist_profiles',
  'email_jobs',
]);

/** One statement the app sent: its text and the values of its parameters. */
interface Statement {
  text: string;
  values: unknown[];
}

/** A node of an `EXPLAIN (FORMAT JSON)` plan (the fields read here). */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** How each per-learner table is read in `plan`: `table: node (index)`, and what is wrong with it, if anything. */
function scansOf(plan: PlanNode): { scans: string[]; problems: string[] } {
  const scans: string[] = [];
  const problems: string[] = [];
  const walk = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table && PER_LEARNER_TABLES.has(table)) {
      const type = node['Node Type'];
      scans.push(`${table}: ${type}${node['Index Name'] ? ` (${node['Index Name']})` : ''}`);
      if (type === 'Seq Scan') problems.push(`sequential scan of ${table}`);
      if ((type === 'Index Scan' || type === 'Index Only Scan') && !node['Index Cond'])
        problems.push(`a whole index of ${table} walked (${node['Index Name']}, no index condition)`);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(plan);
  return { scans, problems };
}

describe.runIf(Boolean(process.env.DATABASE_URL))('the hot path on PostgreSQL', () => {
  const suite = useAccountSuite();
  let moduleId = '';
  const recorded: Statement[] = [];
  let recording = false;
  const query = pg.Client.prototype.query;

  beforeAll(async () => {
    ({
      moduleIds: [moduleId = ''],
    } = await seedCourseContent(suite.t));
    // Every statement any client of the app's pool sends while `recording` (simple or extended protocol).
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
      if (recording) {
        const text = typeof config === 'string' ? config : config.text;
        const bound = Array.isArray(values) ? values : typeof config === 'object' ? config.values : undefined;
        if (text) recorded.push({ text, values: bound ?? [] });
      }
      return (query as (...rest: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(() => {
    pg.Client.prototype.query = query;
  });

  it('reads every per-learner table of every statement of a learner loop through an index', async () => {
    const { t } = suite;
    const email = uniqueEmail('plans');
    await createConfirmedAccount(t, { email, portal: 'program' });
    const [quiz] = await t.database.db.select().from(quizzes).where(eq(quizzes.moduleId, moduleId));
    const questions = await t.database.db
      .select()
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz!.id), eq(quizQuestions.isActive, true)));
    const right = Object.fromEntries(questions.map((q) => [q.id, q.correctAnswer]));
    const wrong = Object.fromEntries(
      questions.map((q) => [q.id, Object.keys(q.options).find((key) => key !== q.correctAnswer)!]),
    );

    recording = true;
    const cookie = await signInCookie(t, { email, portal: 'program' });
    const who = { cookie };
    const statuses: number[] = [];
    const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
      const response = await send(t, method, path, body, who);
      await response.arrayBuffer();
      statuses.push(response.status);
    };
    const modulePath = `/api/learning/modules/${moduleId}`;
    // Two loops: the first visit (enrolment, records made), then a returning one (records read and updated).
    for (let loop = 0; loop < 2; loop++) {
      await call('GET', '/api/program/dashboard');
      await call('GET', modulePath);
      for (const position of [0, 5, 10])
        await call('PUT', `${modulePath}/playback`, { positionSeconds: position, playedSeconds: 5 });
    }
    await call('GET', `${modulePath}/quiz/questions`);
    await call('POST', `${modulePath}/quiz/attempts`, { answers: wrong });
    await call('POST', `${modulePath}/quiz/attempts`, { answers: right });
    await call('POST', `${modulePath}/quiz/attempts`, { answers: wrong });
    await call('POST', `${modulePath}/quiz/attempts`, { answers: wrong });
    await call('GET', '/api/program/dashboard');
    recording = false;
    expect(statuses).toEqual([...Array(10).fill(200), 200, 201, 201, 201, 409, 200]);

    const statements = recorded.filter(({ text }) => /^\s*(select|insert|update|delete|with)\b/i.test(text));
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    const report: string[] = [];
    const problems: string[] = [];
    const seen = new Set<string>();
    try {
      for (const { text, values } of statements) {
        await client.query('begin');
        try {
          await client.query('set local enable_seqscan = off');
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
            `explain (format json) ${text}`,
            values,
          );
          const found = scansOf(rows[0]!['QUERY PLAN'][0].Plan);
          for (const scan of found.scans) seen.add(scan.split(':')[0]!);
          const shown = text.replace(/\s+/g, ' ').slice(0, 160);
          report.push(`${shown}\n    ${found.scans.join('; ') || '(no per-learner table)'}`);
          problems.push(...found.problems.map((problem) => `${problem} in: ${shown}`));
        } finally {
          await client.query('rollback');
        }
      }
    } finally {
      client.release();
    }
    expect(problems, report.join('\n')).toEqual([]);
    // The loop did reach the tables the load reads and writes most (the test is not vacuous).
    for (const table of [
      'sessions',
      'users',
      'accounts',
      'approved_artists',
      'user_enrollments',
      'module_progress',
      'quiz_attempts',
      'learner_revisions',
      'profiles',
      'user_milestones',
    ])
      expect([...seen], report.join('\n')).toContain(table);
  });
});
