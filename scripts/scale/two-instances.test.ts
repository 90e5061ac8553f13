/**
 * Two instances proven (issue 21 item 3; docs/operations.md "Scaling out"): two real servers on two ports share one
 * PostgreSQL database, Redis, an S3-compatible bucket and an SMTP server (cluster.ts), and every scenario asserts
 * what a caller sees over HTTP, and what the SMTP server received:
 *
 * - a session made on one works on the other, and a sign-out on one ends it on both;
 * - a file uploaded through one downloads through the other;
 * - rate limits count across both;
 * - 100 form submissions spread over both while SMTP is down are each delivered exactly once after it is back;
 * - 20 concurrent completions of a learner's last module spread over both issue one certificate with its signed
 *   credential (both instances publish the same issuer keys), and no milestone is awarded twice;
 * - one instance killed with SIGKILL under load loses no acknowledged write, and the other keeps answering.
 *
 * The two servers are started once for the file; the tests run in order and the last one kills an instance.
 */
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/server/admin/commands';
import {
  certificateCredentials,
  contactMessages,
  emailJobs,
  milestones,
  moduleProgress,
  modules,
  userCertificates,
  userMilestones,
} from '../../src/server/db/schema/index';
import { demoAccount, killServers } from '../../src/server/test/server-process';
import { PUBLIC_URL, cookieOf, startCluster, until, type Cluster, type Instance } from './cluster';
import { headerOf, plainText } from './smtp-catcher';

/** A password every portal accepts. */
const PASSWORD = 'Str0ng!Passw0rd';

let c: Cluster;

beforeAll(async () => {
  c = await startCluster();
});

afterAll(async () => {
  await c?.close();
  // Should the start have been cut short, no server outlives the suite.
  killServers();
});

/** Spreads request `i` over both instances: even ones to A, odd ones to B. */
const spread = (i: number) => (i % 2 === 0 ? c.a : c.b);

/** Runs `work` for each item with at most `concurrency` at once; resolves when all are done. */
async function inParallel<T>(
  items: T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<void>,
) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

/** A contact form submission whose subject and message carry `marker`. */
function contact(marker: string) {
  return {
    name: 'Scale Visitor',
    email: `scale-${c.runId}@example.com`,
    subject: `Scale ${marker}`,
    message: `This message carries the marker ${marker} for the scale suite.`,
  };
}

/** The session `GET /api/auth/session` answers on `instance` for `cookie` (null when signed out). */
async function sessionOn(instance: Instance, cookie: string) {
  const response = await c.request(instance, 'GET', '/api/auth/session', { cookie });
  expect(response.status).toBe(200);
  const { session } = (await response.json()) as { session: { user: { id: string; email: string } } | null };
  return session;
}

/** Signs `account` in through `instance`'s `portal`; returns the session cookie. */
async function signIn(
  instance: Instance,
  account: { email: string; password: string },
  portal: 'artist' | 'agent' | 'program',
) {
  const response = await c.request(instance, 'POST', '/api/auth/sign-in', { body: { ...account, portal } });
  expect(response.status, await response.clone().text()).toBe(200);
  return cookieOf(response);
}

/** The messages the SMTP server received whose text carries `marker`. */
const receivedWith = (marker: string) =>
  c.smtp.received.filter((email) => plainText(email.raw).includes(marker));

describe('two instances on one PostgreSQL, Redis, S3 and SMTP', () => {
  it('a session made on one works on the other, and a sign-out on one ends it on both', async () => {
    const artist = demoAccount(c.a.process, 'artist');
    for (const [first, second] of [
      [c.a, c.b],
      [c.b, c.a],
    ] as const) {
      const cookie = await signIn(first, artist, 'artist');
      // Used on both (each instance has now seen the session), then ended on the one it was not made on.
      for (const instance of [first, second, first, second]) {
        expect((await sessionOn(instance, cookie))?.user.email).toBe(artist.email);
        expect((await c.request(instance, 'GET', '/api/account', { cookie })).status).toBe(200);
      }
      const signOut = await c.request(second, 'POST', '/api/auth/sign-out', { body: {}, cookie });
      expect(signOut.status).toBe(200);
      for (const instance of [first, second]) {
        expect(await sessionOn(instance, cookie)).toBeNull();
        expect((await c.request(instance, 'GET', '/api/account', { cookie })).status).toBe(401);
      }
    }
  });

  it('a file uploaded through one downloads through the other', async () => {
    const agent = demoAccount(c.a.process, 'agent');
    for (const [upload, download] of [
      [c.a, c.b],
      [c.b, c.a],
    ] as const) {
      const cookie = await signIn(upload, agent, 'agent');
      const bytes = Buffer.from(
        `%PDF-1.4\n% uploaded through ${upload.name} in run ${c.runId}\n`.repeat(500),
      );
      const form = new FormData();
      form.append('title', `Stage plot via ${upload.name}`);
      form.append('file', new Blob([bytes], { type: 'application/pdf' }), `stage plot ${upload.name}.pdf`);
      const created = await c.request(upload, 'POST', '/api/departments/touring/resources', {
        body: form,
        cookie,
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { resource, upload: stored } = (await created.json()) as {
        resource: { id: string };
        upload: string;
      };
      expect(stored).toBe('stored');

      const listed = await c.request(download, 'GET', '/api/departments/touring/resources?limit=50', {
        cookie,
      });
      const page = (await listed.json()) as { resources: { id: string }[] };
      expect(page.resources.map((item) => item.id)).toContain(resource.id);
      const link = await c.request(download, 'POST', `/api/resources/${resource.id}/download-url`, {
        cookie,
      });
      expect(link.status).toBe(200);
      const { url } = (await link.json()) as { url: string };
      expect(url.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      const file = await c.request(download, 'GET', url.slice(PUBLIC_URL.length));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);

      // Deleted through the instance it was uploaded on: the other's link finds nothing.
      expect((await c.request(upload, 'DELETE', `/api/resources/${resource.id}`, { cookie })).status).toBe(
        204,
      );
      expect((await c.request(download, 'GET', url.slice(PUBLIC_URL.length))).status).toBe(404);
    }
  });

  it('rate limits count across both', async () => {
    // A public form takes 10 submissions an hour from one address (publicFormRule).
    const ip = c.freshIp();
    const answers: { instance: string; status: number; retryAfter: string | null }[] = [];
    for (let i = 0; i < 14; i++) {
      const instance = spread(i);
      const response = await c.request(instance, 'POST', '/api/contact', {
        ip,
        body: contact(`${c.runId}-limit-${i}`),
      });
      await response.arrayBuffer();
      answers.push({
        instance: instance.name,
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      });
    }
    expect(answers.slice(0, 10).map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(answers.slice(10).map((answer) => answer.status)).toEqual(Array(4).fill(429));
    expect(new Set(answers.slice(10).map((answer) => answer.instance))).toEqual(new Set(['A', 'B']));
    for (const answer of answers.slice(10)) expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  });

  it('20 concurrent completions of the last module spread over both issue one certificate; no milestone twice', async () => {
    const email = `scale-${c.runId}-learner@example.com`;
    await runAdminCommand(c.database.db, { name: 'allow', list: 'artist', email });
    const signUp = await c.request(c.a, 'POST', '/api/auth/sign-up', {
      body: { email, password: PASSWORD, portal: 'program' },
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    // The confirmation email, sent by A through the SMTP server; its link opened on B signs the learner in.
    const confirmation = await until('the confirmation email', () =>
      c.smtp.received.find(
        (mail) => mail.to.includes(email) && /Confirm your/.test(headerOf(mail.raw, 'Subject')),
      ),
    );
    const link = /https?:\/\/\S+/.exec(plainText(confirmation.raw))?.[0];
    const token = new URL(link!).searchParams.get('token');
    const confirmed = await c.request(c.b, 'POST', '/api/auth/confirm-email', { body: { token } });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const cookie = cookieOf(confirmed);
    const session = await sessionOn(c.a, cookie);
    expect(session?.user.email).toBe(email);
    const userId = session!.user.id;

    const named = await c.request(c.a, 'PATCH', '/api/account', { body: { name: 'Nova Scale' }, cookie });
    expect(named.status, await named.clone().text()).toBe(200);
    const courses = (await (await c.request(c.b, 'GET', '/api/courses')).json()) as {
      courses: { id: string }[];
    };
    const courseId = courses.courses[0]!.id;
    expect(
      (await c.request(c.b, 'POST', `/api/learning/courses/${courseId}/enrollment`, { cookie })).status,
    ).toBe(201);

    // Five modules completed and the sixth with all its evidence, written as facts (the course suite proves the
    // evidence rules); only the last completion goes through the API.
    const ordered = await c.database.db
      .select({ id: modules.id, videoSeconds: modules.videoSeconds })
      .from(modules)
      .where(and(eq(modules.courseId, courseId), eq(modules.isActive, true)))
      .orderBy(asc(modules.monthNumber), asc(modules.weekNumber));
    expect(ordered).toHaveLength(6);
    const now = new Date();
    const last = ordered.at(-1)!;
    await c.database.db.insert(moduleProgress).values([
      ...ordered
        .slice(0, -1)
        .map((module) => ({ userId, moduleId: module.id, startedAt: now, completedAt: now })),
      {
        userId,
        moduleId: last.id,
        startedAt: now,
        openedAt: now,
        lessonReadAt: now,
        videoStartedAt: now,
        videoCreditedSeconds: last.videoSeconds ?? 0,
        worksheetDoneAt: now,
        bestQuizScore: 100,
        quizPassedAt: now,
      },
    ]);

    // 20 completions and 20 achievement checks at once, spread over both instances.
    const [completions, checks] = await Promise.all([
      Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await c.request(spread(i), 'POST', `/api/learning/modules/${last.id}/complete`, {
            cookie,
          });
          return { status: response.status, body: (await response.json()) as Record<string, unknown> };
        }),
      ),
      Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const response = await c.request(spread(i + 1), 'GET', '/api/program/dashboard', { cookie });
          await response.arrayBuffer();
          return response.status;
        }),
      ),
    ]);
    expect(checks).toEqual(Array(20).fill(200));
    const succeeded = completions.filter((answer) => answer.status === 200);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]!.body.certificate).toBe('issued');
    for (const answer of completions.filter((one) => one.status !== 200)) {
      expect(answer.status).toBe(409);
      expect((answer.body.error as { code: string }).code).toBe('already_completed');
    }
    const awarded = completions.flatMap(
      (answer) => (answer.body.awarded as { milestone: { id: string } }[] | undefined) ?? [],
    );
    const awardedIds = awarded.map((entry) => entry.milestone.id);
    expect(new Set(awardedIds).size).toBe(awardedIds.length);

    // Both instances list the one certificate; the database holds one, and one row per milestone earned.
    const lists = await Promise.all(
      [c.a, c.b].map(async (instance) => {
        const response = await c.request(instance, 'GET', '/api/certificates', { cookie });
        expect(response.status).toBe(200);
        return ((await response.json()) as { certificates: { certificateId: string }[] }).certificates;
      }),
    );
    expect(lists[0]).toHaveLength(1);
    expect(lists[1]!.map((one) => one.certificateId)).toEqual(lists[0]!.map((one) => one.certificateId));
    const certificateId = lists[0]![0]!.certificateId;
    const verified = await c.request(c.b, 'GET', `/api/verify/${encodeURIComponent(certificateId)}`);
    expect(verified.status).toBe(200);
    expect(((await verified.json()) as { recipientName: string }).recipientName).toBe('Nova Scale');
    // Its signed credential is stored, and both instances publish the same issuer keys for it.
    expect(
      await c.database.db
        .select({ id: certificateCredentials.certificateId })
        .from(certificateCredentials)
        .where(eq(certificateCredentials.certificateId, certificateId)),
    ).toHaveLength(1);
    const dids = await Promise.all(
      [c.a, c.b].map(async (instance) => (await c.request(instance, 'GET', '/.well-known/did.json')).json()),
    );
    expect(dids[1]).toEqual(dids[0]);
    expect(
      await c.database.db.select().from(userCertificates).where(eq(userCertificates.userId, userId)),
    ).toHaveLength(1);
    const earnedRows = await c.database.db
      .select({ milestoneId: userMilestones.milestoneId, key: milestones.key })
      .from(userMilestones)
      .innerJoin(milestones, eq(milestones.id, userMilestones.milestoneId))
      .where(eq(userMilestones.userId, userId));
    const earnedIds = earnedRows.map((row) => row.milestoneId);
    expect(new Set(earnedIds).size).toBe(earnedIds.length);
    // What the last completion made due is earned once, whichever request awarded it.
    expect(earnedRows.map((row) => row.key)).toEqual(
      expect.arrayContaining(['module-master', 'halfway-there', 'quiz-ace', 'program-graduate']),
    );
    for (const id of awardedIds) expect(earnedIds).toContain(id);
    for (const instance of [c.a, c.b]) {
      const response = await c.request(instance, 'GET', '/api/program/dashboard', { cookie });
      const { achievements } = (await response.json()) as { achievements: { earnedCount: number } };
      expect(achievements.earnedCount).toBe(earnedIds.length);
    }

    // One congratulation email queued, and delivered once (it is marked sent: nothing will send it again).
    const queued = await until('the certificate email sent', async () => {
      const jobs = await c.database.db
        .select({ status: emailJobs.status })
        .from(emailJobs)
        .where(and(eq(emailJobs.toAddress, email), like(emailJobs.subject, 'Congratulations%')));
      return jobs.length > 0 && jobs.every((job) => job.status === 'sent') ? jobs : undefined;
    });
    expect(queued).toHaveLength(1);
    const congratulations = c.smtp.received.filter(
      (mail) => mail.to.includes(email) && /^Congratulations/.test(headerOf(mail.raw, 'Subject')),
    );
    expect(congratulations).toHaveLength(1);
    expect(plainText(congratulations[0]!.raw)).toContain(certificateId);
  });

  it('100 form submissions spread over both while SMTP is down are each delivered exactly once', async () => {
    await c.smtp.stop();
    const markers = Array.from({ length: 100 }, (_, i) => `${c.runId}-mail-${String(i).padStart(3, '0')}`);
    const stored: string[] = [];
    await inParallel(markers, 10, async (marker, i) => {
      const response = await c.request(spread(i), 'POST', '/api/contact', { body: contact(marker) });
      expect(response.status).toBe(201);
      stored.push(((await response.json()) as { id: string }).id);
    });
    expect(stored).toHaveLength(100);

    // Both instances tried each notification and failed: nothing reached the SMTP server.
    const jobsOfRun = () =>
      c.database.db
        .select({ status: emailJobs.status, attempts: emailJobs.attempts, lastError: emailJobs.lastError })
        .from(emailJobs)
        .where(like(emailJobs.subject, `%Scale ${c.runId}-mail-%`));
    await until(
      'every notification tried while SMTP is down',
      async () => {
        const jobs = await jobsOfRun();
        return jobs.length === 100 && jobs.every((job) => job.attempts >= 1 && job.lastError)
          ? jobs
          : undefined;
      },
      30_000,
      200,
    );
    expect(markers.filter((marker) => receivedWith(marker).length > 0)).toEqual([]);

    // SMTP back: the queue's retry (30 s after the first failure) delivers each one.
    await c.smtp.start();
    await until(
      'every notification delivered and marked sent',
      async () => {
        const jobs = await jobsOfRun();
        return jobs.every((job) => job.status === 'sent') && markers.every((m) => receivedWith(m).length > 0)
          ? true
          : undefined;
      },
      120_000,
      500,
    );
    const counts = markers.map((marker) => receivedWith(marker).length);
    expect(counts).toEqual(Array(100).fill(1));
    for (const marker of markers)
      expect(receivedWith(marker)[0]!.to).toEqual([expect.stringMatching(/^staff@/)]);
  });

  it('one instance killed with SIGKILL under load loses no acknowledged write; the other keeps answering', async () => {
    const TOTAL = 240;
    const KILL_AFTER = 80;
    const acknowledged: { id: string; marker: string; instance: Instance['name'] }[] = [];
    const failuresOnA: string[] = [];
    let refusedByB = 0;
    let answered = 0;
    let killed = false;
    let loading = true;

    // The survivor's readiness probe, polled all through the load.
    const probes: number[] = [];
    const probing = (async () => {
      while (loading) {
        const response = await fetch(`${c.a.base}/readyz`).catch(() => null);
        await response?.arrayBuffer();
        probes.push(response?.status ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();

    const markers = Array.from({ length: TOTAL }, (_, i) => `${c.runId}-kill-${i}`);
    await inParallel(markers, 8, async (marker, i) => {
      const instance = spread(i);
      try {
        const response = await c.request(instance, 'POST', '/api/contact', { body: contact(marker) });
        const text = await response.text();
        if (response.status === 201)
          acknowledged.push({ id: (JSON.parse(text) as { id: string }).id, marker, instance: instance.name });
        else if (instance === c.a) failuresOnA.push(`${response.status} ${text}`);
        else refusedByB += 1;
      } catch (error) {
        if (instance === c.a) failuresOnA.push(String(error));
        else refusedByB += 1;
      }
      answered += 1;
      if (answered === KILL_AFTER && !killed) {
        killed = true;
        c.b.process.child.kill('SIGKILL');
      }
    });
    loading = false;
    await probing;

    expect(killed).toBe(true);
    expect(await c.b.process.exited).toBeNull();
    expect(c.b.process.child.signalCode).toBe('SIGKILL');
    expect(failuresOnA).toEqual([]);
    expect(refusedByB).toBeGreaterThan(0);
    expect(acknowledged.filter((write) => write.instance === 'A')).toHaveLength(TOTAL / 2);
    expect(acknowledged.filter((write) => write.instance === 'B').length).toBeGreaterThan(0);
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.filter((status) => status !== 200)).toEqual([]);

    // Every acknowledged write is in the database …
    const rows = await c.database.db
      .select({ id: contactMessages.id, subject: contactMessages.subject })
      .from(contactMessages)
      .where(
        inArray(
          contactMessages.id,
          acknowledged.map((write) => write.id),
        ),
      );
    const subjects = new Map(rows.map((row) => [row.id, row.subject]));
    for (const write of acknowledged) expect(subjects.get(write.id)).toBe(`Scale ${write.marker}`);

    // … and the survivor serves each one to staff.
    const admin = demoAccount(c.a.process, 'admin');
    const cookie = await signIn(c.a, admin, 'artist');
    const missing: string[] = [];
    await inParallel(acknowledged, 8, async (write) => {
      const response = await c.request(c.a, 'GET', `/api/admin/inbox/contact-messages/${write.id}`, {
        cookie,
      });
      const text = await response.text();
      if (response.status !== 200 || !text.includes(write.marker))
        missing.push(`${write.id}: ${response.status}`);
    });
    expect(missing).toEqual([]);
  });
});
