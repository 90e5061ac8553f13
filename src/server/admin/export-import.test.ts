/**
 * Moving an installation (issue 21 item 1): an embedded installation with rows in every table and stored files is
 * exported and imported into the database of the run (PostgreSQL when `DATABASE_URL` is set, as in CI's database
 * suites; else a second embedded database) with its files on S3 (s3rver); every table's rows and checksum, and
 * every file's bytes, are the same on both sides; a password signs in, a session stays valid and /verify answers
 * on the imported installation. A target that is not empty, an archive that is damaged, truncated, of another
 * format or version are refused, and a refused or failed import leaves the target as it was.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq, sql } from 'drizzle-orm';
import S3rver from 's3rver';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import {
  approvedAgents,
  artistProfiles,
  artists,
  bucketFiles,
  certificateCredentials,
  contactMessages,
  contentLoads,
  courses,
  departmentResources,
  departments,
  emailJobs,
  enrollmentApplications,
  inboxEvents,
  milestones,
  moduleProgress,
  moduleResources,
  modules,
  pressKits,
  pressKitTracks,
  profiles,
  quizAttempts,
  quizQuestions,
  quizzes,
  staffActions,
  touringInquiries,
  trackCommentReplies,
  trackComments,
  trackVersions,
  tracks,
  userCertificates,
  userEnrollments,
  userMilestones,
  userRoles,
  users,
  verifications,
  worksheetAnswers,
} from '../db/schema/index';
import { TABLES_IN_DEPENDENCY_ORDER } from '../db/table-order';
import { newCertificateId } from '../features/certificates/service';
import { credentialsDocumentLoader } from '../features/credentials/document-loader';
import { issueMissingCredentials } from '../features/credentials/issue';
import { loadOrCreateIssuerKeys } from '../features/credentials/issuer-keys';
import { verifyCredential } from '../features/credentials/sign';
import { createDisk, type Disk } from '../storage/disk';
import { createConfirmedAccount, readSession, signInCookie, uniqueEmail } from '../test/accounts';
import { openEmptyDatabase } from '../test/migrations';
import { createTestApp, rowCounts, testEnv, type TestApp } from '../test/test-app';
import { runAdminCommand, parseAdminCommand, runInstallationCommand } from './commands';
import { EXPORT_VERSION, ExportError, readExportManifest } from './export-format';
import { importExport, writeExport } from './export-import';
import { tableChecksums } from './export-tables';

const folders: string[] = [];
const cleanups: (() => Promise<void>)[] = [];

async function folder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-export-'));
  folders.push(dir);
  return dir;
}

/** The app of the installation on `database` whose data folder is `dataDir`, with `extra` variables, in-process. */
async function appOn(
  database: Database,
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<TestApp> {
  const t = await createTestApp({ database, env: { DATA_DIR: dataDir, ...extra } });
  cleanups.push(() => t.close());
  return t;
}

/** Every stored file of `disk` but the partial uploads, key -> bytes. */
async function filesOn(disk: Disk): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const object of (await disk.listAll('', { recursive: true })).objects) {
    if (object.isFile && !object.key.startsWith('_partial/'))
      // Read as a stream: the local driver's getBytes hands back its whole buffer pool for a small file.
      files.set(object.key, await buffer(await disk.getStream(object.key)));
  }
  return files;
}

const PASSWORD = 'Move!t0-PostgreSQL';
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n'.repeat(5000));
const VIDEO = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7) % 256));

let s3: S3rver;
let s3Dir: string;
let s3Port: number;

beforeAll(async () => {
  s3Dir = await folder();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [
      { name: 'moved', configs: [] },
      { name: 'spare', configs: [] },
    ],
  });
  ({ port: s3Port } = await s3.run());
});

afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await s3?.close();
  for (const dir of folders.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

/** The variables of the storage in the s3rver bucket `bucket`. */
function s3Env(bucket: string): Record<string, string> {
  return {
    STORAGE_DRIVER: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
}

/**
 * Writes rows into every table of the embedded installation `t`, with values JSON cannot carry as such (timestamps
 * to the microsecond, bigints, jsonb numbers, arrays, text with quotes and newlines, NULLs), and stored files.
 *
 * @throws {Error} naming the tables it left empty (a table added to the schema and not filled here).
 * @returns the learner's email and live session cookie, and the certificate's public id.
 */
async function fillEveryTable(t: TestApp): Promise<{ email: string; cookie: string; certificateId: string }> {
  const db = t.database.db;
  const email = uniqueEmail('mover');
  await createConfirmedAccount(t, { email, password: PASSWORD, portal: 'artist' });
  const cookie = await signInCookie(t, { email, password: PASSWORD, portal: 'artist' });
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const userId = user!.id;
  // An optional account column (issue 38 item 1) filled, so that the move shows it comes along.
  await db.update(users).set({ organisation: 'Northside "Agency"' }).where(eq(users.id, userId));

  await db.insert(approvedAgents).values({ email: 'agent-off@example.com', isEnabled: false });
  await db
    .insert(artists)
    .values({ email: 'prepared@example.com', stageName: 'Nova "Q" \\ Star', name: null });
  await db.insert(userRoles).values({ userId, role: 'admin' });
  await db.insert(verifications).values({
    id: 'verification-1',
    identifier: 'hashed-identifier',
    value: userId,
    expiresAt: sql`'2030-01-02 03:04:05.123456+00'`,
  });
  const [touring] = await db.select().from(departments).where(eq(departments.slug, 'touring'));
  const resourceKey = 'touring/4f6c1c1e-0000-4000-8000-000000000001-stage-plot.pdf';
  await t.deps.disk.put(resourceKey, PDF, { contentType: 'application/pdf' });
  await db.insert(departmentResources).values({
    departmentId: touring!.id,
    title: 'Stage plot ✓',
    storagePath: resourceKey,
    fileName: 'stage plot.pdf',
    createdBy: userId,
  });
  await db.insert(contentLoads).values({ source: 'learning', fingerprint: 'ab'.repeat(32) });
  const [course] = await db
    .insert(courses)
    .values({
      key: 'essentials',
      title: 'Essentials',
      description: 'Six months',
      durationMonths: 6,
      status: 'published',
    })
    .returning();
  const [module] = await db
    .insert(modules)
    .values({
      courseId: course!.id,
      key: 'm1',
      title: 'Month one',
      description: 'Start',
      introduction: 'Welcome,\n"friend"',
      monthNumber: 1,
      weekNumber: 1,
      hours: 3,
      content: '# Lesson\n\n\tTabbed line \u2028 and a separator',
      videoUrl: 'program-videos/1700000000000-abcdefghij.mp4',
      videoSeconds: 600,
      worksheetUrl: 'program-worksheets/Lesson two!.pdf',
      worksheetPrompts: ['What, "why"?', 'Ünïcødé 🎵'],
      staffEditedAt: sql`now()`,
    })
    .returning();
  await t.deps.disk.put('program-videos/1700000000000-abcdefghij.mp4', VIDEO, { contentType: 'video/mp4' });
  await t.deps.disk.put('program-worksheets/Lesson two!.pdf', PDF);
  await db.insert(moduleResources).values({
    moduleId: module!.id,
    title: 'Guide',
    description: 'A guide',
    fileType: 'PDF',
    fileName: 'guide.pdf',
    orderIndex: 0,
  });
  const [quiz] = await db
    .insert(quizzes)
    .values({ moduleId: module!.id, title: 'Quiz', description: 'Check', passingScore: 70, maxAttempts: 3 })
    .returning();
  const [question] = await db
    .insert(quizQuestions)
    .values({
      quizId: quiz!.id,
      key: 'q1',
      question: 'Which?',
      options: { a: 'A', b: 'B' },
      correctAnswer: 'a',
      points: 1,
      orderIndex: 0,
    })
    .returning();
  await db.insert(userEnrollments).values({ userId, courseId: course!.id });
  const uploadKey = 'learner-worksheets/empty.txt';
  await t.deps.disk.put(uploadKey, Buffer.alloc(0));
  await db.insert(moduleProgress).values({
    userId,
    moduleId: module!.id,
    startedAt: sql`'2026-01-02 03:04:05.000001+00'`,
    videoPositionSeconds: 12.345678,
    videoCreditedSeconds: 0.1,
    worksheetUploadKey: uploadKey,
    worksheetUploadName: 'my answers.txt',
    worksheetUploadBytes: 0,
    bestQuizScore: 100,
    notes: 'line one\nline two',
  });
  await db
    .insert(worksheetAnswers)
    .values({ userId, moduleId: module!.id, promptIndex: 0, answer: 'Because.' });
  await db.insert(quizAttempts).values({
    userId,
    quizId: quiz!.id,
    attemptNumber: 1,
    score: 100,
    earnedPoints: 1,
    totalPoints: 1,
    passed: true,
    answers: { [question!.id]: 'a' },
  });
  await db.insert(profiles).values({ userId, name: 'Mover', stageName: null, email });
  const [milestone] = await db
    .insert(milestones)
    .values({
      key: 'all-done',
      title: 'All done',
      description: 'Every module',
      points: 10,
      badgeColor: 'gold',
      criterion: { measure: 'modulesCompleted', atLeast: 'all' },
    })
    .returning();
  await db.insert(userMilestones).values({ userId, milestoneId: milestone!.id });
  await db.insert(artistProfiles).values({
    userId,
    stageName: 'Mover',
    bio: 'From the "embedded" days',
    genres: ['hip-hop', 'r&b, soul'],
    isPublic: true,
  });
  const certificateId = newCertificateId();
  await db.insert(userCertificates).values({
    userId,
    certificateType: 'program_completion',
    certificateId,
    certificateData: {
      recipient_name: 'Mover',
      program_name: 'Artist Development Program',
      completion_date: '2026-06-01T00:00:00.000Z',
      issued_by: 'GBF Music Group',
      certificate_id: certificateId,
      modules_completed: 1,
    },
  });
  // Its signed credential and the status list (certificate_credentials, credential_status_list).
  await issueMissingCredentials(t.deps);
  const [message] = await db
    .insert(contactMessages)
    .values({ name: 'Fan', email: 'fan@example.com', subject: 'Hi', message: 'Hello\r\nthere' })
    .returning();
  await db.insert(enrollmentApplications).values({
    firstName: 'Ada',
    lastName: 'L',
    email: 'ada@example.com',
    musicGenres: ['a,b', 'c"d', '', 'NULL'],
    experienceLevel: 'beginner',
    goals: 'Grow',
    whyProgram: 'Because',
    socialMediaLinks: { instagram: '@ada', handles: null },
  });
  await db.insert(touringInquiries).values({
    stageName: 'Band',
    contactNameRole: 'Manager',
    email: 'band@example.com',
    genres: ['rock'],
    links: 'https://example.com',
    regions: 'EU',
    startDate: '2027-03-01',
    services: ['routing', 'visas'],
  });
  for (const note of ['first', 'second'])
    await db
      .insert(inboxEvents)
      .values({ kind: 'contact', itemId: message!.id, actorId: userId, actorEmail: email, note });
  await db.insert(emailJobs).values({
    toAddress: 'fan@example.com',
    kind: 'submission',
    headers: { 'List-Unsubscribe': '<https://example.com/u>' },
    subject: 'Failed one',
    textBody: 'Body',
    status: 'failed',
    attempts: 8,
    lastError: 'connection refused',
  });
  // A jsonb value whose numbers JSON.parse would change (a trailing zero, more digits than a double holds).
  await db.insert(staffActions).values({
    kind: 'admin.granted',
    actorId: userId,
    actorEmail: email,
    subjectUserId: userId,
    details: sql`'{"n": 1.50, "big": 12345678901234567890}'::jsonb`,
  });
  await db.insert(bucketFiles).values({
    bucket: 'program-videos',
    fileName: '1700000000000-abcdefghij.mp4',
    displayName: 'Lesson one.mp4',
    uploadedBy: userId,
  });
  const [track] = await db
    .insert(tracks)
    .values({ userId, title: 'First "Single"', notes: 'Line one\nline two' })
    .returning({ id: tracks.id });
  const [version] = await db
    .insert(trackVersions)
    .values({
      trackId: track!.id,
      versionNumber: 1,
      fileKey: 'tracks/first-single-v1.mp3',
      fileName: 'first single.mp3',
      contentType: 'audio/mpeg',
      sizeBytes: 5_000_000_000,
      durationMs: 180_000,
      peaks: sql`'[0, 0.50, 1]'::jsonb`,
    })
    .returning({ id: trackVersions.id });
  const [comment] = await db
    .insert(trackComments)
    .values({ versionId: version!.id, authorId: userId, positionMs: 12_000, body: 'Lift the vocal here' })
    .returning({ id: trackComments.id });
  await db
    .insert(trackCommentReplies)
    .values({ commentId: comment!.id, authorId: userId, body: 'Done in v2' });
  await db.insert(pressKits).values({
    userId,
    slug: 'ada-nova',
    isPublished: true,
    stageName: 'Ada Nova',
    genres: ['soul', 'jazz'],
    links: [{ label: 'Website', url: 'https://example.com' }],
  });
  await db.insert(pressKitTracks).values({ userId, trackId: track!.id, position: 0 });
  await t.deps.disk.put('_partial/half-an-upload', 'half');
  // A table added to the schema must be filled here too, or the move is not tested for it.
  const empty = Object.entries(await rowCounts(t.database))
    .filter(([, n]) => n === 0)
    .map(([name]) => name);
  if (empty.length > 0) throw new Error(`fillEveryTable left tables empty: ${empty.join(', ')}`);
  return { email, cookie, certificateId };
}

describe('export and import of an installation', () => {
  let source: Database;
  let sourceApp: TestApp;
  let archive: string;
  let filled: Awaited<ReturnType<typeof fillEveryTable>>;

  beforeAll(async () => {
    const dataDir = await folder();
    source = await openDatabase({ dataDir });
    cleanups.push(() => source.close());
    await migrateDatabase(source);
    sourceApp = await appOn(source, dataDir);
    filled = await fillEveryTable(sourceApp);
    archive = path.join(await folder(), 'site.gbf-export');
    const output = await runInstallationCommand(
      { database: source, dataDir, disk: sourceApp.deps.disk },
      parseAdminCommand(['export', archive]),
    );
    expect(output).toMatch(
      new RegExp(`^exported \\d+ rows of ${TABLES_IN_DEPENDENCY_ORDER.length} tables and 4 stored files to `),
    );
  }, 120_000);

  it('leaves no table empty, and knows every table of the database', async () => {
    const empty = Object.entries(await rowCounts(source)).filter(([, n]) => n === 0);
    expect(empty, 'tables the test leaves empty: fill them in fillEveryTable').toEqual([]);
    const { rows } = (await source.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
    )) as unknown as { rows: { tablename: string }[] };
    expect(TABLES_IN_DEPENDENCY_ORDER.map((table) => table.name).sort()).toEqual(
      rows.map((row) => row.tablename).sort(),
    );
  });

  it(`moves every row and file into ${process.env.DATABASE_URL ? 'PostgreSQL' : 'another database'} with S3, where sign-in, sessions and /verify work`, async () => {
    const target = await openEmptyDatabase();
    cleanups.push(() => target.close());
    const targetDir = await folder();
    const disk = createDisk(testEnv(targetDir, s3Env('moved')));
    const manifest = await importExport(archive, { database: target, disk, dataDir: targetDir });
    expect(manifest).toMatchObject({ format: 'gbf-export', version: EXPORT_VERSION, files: { count: 4 } });

    const before = await tableChecksums(source);
    const after = await tableChecksums(target);
    expect(after).toEqual(before);
    for (const table of manifest.tables)
      expect(before[table.name]).toEqual({ rows: table.rows, sha256: table.sha256 });
    expect(await rowCounts(target)).toEqual(await rowCounts(source));

    const files = await filesOn(disk);
    expect([...files.keys()].sort()).toEqual([...(await filesOn(sourceApp.deps.disk)).keys()].sort());
    for (const [key, bytes] of await filesOn(sourceApp.deps.disk)) expect(files.get(key), key).toEqual(bytes);
    expect(files.has('_partial/half-an-upload')).toBe(false);
    expect((await disk.getMetaData('program-videos/1700000000000-abcdefghij.mp4')).contentType).toBe(
      'video/mp4',
    );

    const [mover] = await target.db
      .select({ organisation: users.organisation })
      .from(users)
      .where(eq(users.email, filled.email));
    expect(mover?.organisation).toBe('Northside "Agency"');

    const t = await appOn(target, targetDir, s3Env('moved'));
    const { session } = await readSession(t, filled.cookie);
    expect(session).toMatchObject({ user: { email: filled.email } });
    await signInCookie(t, { email: filled.email, password: PASSWORD, portal: 'artist' });
    const verified = await t.app.request(`/api/verify/${filled.certificateId}`);
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({
      certificateId: filled.certificateId,
      recipientName: 'Mover',
    });
    // The issuer keys came along: the moved credential still verifies with the target's keys.
    const keys = await loadOrCreateIssuerKeys(targetDir);
    expect(keys).toEqual(await loadOrCreateIssuerKeys(sourceApp.env.DATA_DIR));
    const [moved] = await target.db.select().from(certificateCredentials);
    const loader = credentialsDocumentLoader({ publicUrl: t.env.PUBLIC_URL, keys });
    expect(await verifyCredential(moved!.credential, { loader, checkStatus: false })).toMatchObject({
      verified: true,
    });
    const resource = await target.db.select().from(departmentResources);
    expect(await buffer(await t.deps.disk.getStream(resource[0]!.storagePath!))).toEqual(PDF);

    // Sequences go on from the source's: a new staff action comes after every imported one.
    const lastSeq = async (database: Database) =>
      (await database.db.select({ seq: staffActions.seq }).from(staffActions)).reduce(
        (m, r) => Math.max(m, r.seq),
        0,
      );
    const sourceLast = await lastSeq(source);
    await runAdminCommand(target.db, { name: 'allow', list: 'agent', email: 'after-move@example.com' });
    expect(await lastSeq(target)).toBe(sourceLast + 1);

    // Importing again into this installation is refused, and changes nothing.
    const sums = await tableChecksums(target);
    await expect(importExport(archive, { database: target, disk })).rejects.toThrow(
      /target database is not empty/,
    );
    expect(await tableChecksums(target)).toEqual(sums);
    expect((await filesOn(disk)).size).toBe(4);
  }, 120_000);

  it('refuses storage that is not empty, and undoes an import whose archive is cut short', async () => {
    const target = await openEmptyDatabase();
    cleanups.push(() => target.close());
    const disk = createDisk(testEnv(await folder(), s3Env('spare')));
    await disk.put('left/over.txt', 'not mine');
    await expect(importExport(archive, { database: target, disk })).rejects.toThrow(
      /target storage is not empty/,
    );
    await disk.delete('left/over.txt');

    // Cut inside the stored files: the rows were inserted and some files written before the end.
    const bytes = await fs.readFile(archive);
    const cut = path.join(await folder(), 'cut.gbf-export');
    await fs.writeFile(cut, bytes.subarray(0, bytes.length - 100_000));
    await expect(importExport(cut, { database: target, disk })).rejects.toThrow(ExportError);
    expect((await filesOn(disk)).size).toBe(0);
    const counts = await rowCounts(target);
    expect(counts.users).toBe(0);
    expect(counts.staff_actions).toBe(0);

    // A row changed in the archive: its table's checksum is not the manifest's.
    const damaged = path.join(await folder(), 'damaged.gbf-export');
    const at = bytes.indexOf(Buffer.from('Nova \\"Q\\"'));
    expect(at).toBeGreaterThan(0);
    const copy = Buffer.from(bytes);
    copy[at] = 'M'.charCodeAt(0);
    await fs.writeFile(damaged, copy);
    await expect(importExport(damaged, { database: target, disk })).rejects.toThrow(
      /damaged: the rows of artists/,
    );

    // The target is still empty: the whole archive imports.
    await importExport(archive, { database: target, disk });
    expect(await tableChecksums(target)).toEqual(await tableChecksums(source));
  }, 120_000);

  it('refuses a file that is not an export of this site, of another version or schema, before touching the target', async () => {
    const dir = await folder();
    const archiveOf = async (name: string, manifest: unknown) => {
      const pack = tar.pack();
      pack.entry({ name: 'export.json' }, JSON.stringify(manifest));
      pack.finalize();
      const chunks: Buffer[] = [];
      for await (const chunk of pack) chunks.push(chunk as Buffer);
      await fs.writeFile(path.join(dir, name), Buffer.concat(chunks));
      return path.join(dir, name);
    };
    const good = await readExportManifest(archive);
    const backupFile = await archiveOf('backup.tar', { format: 'gbf-backup', version: 1 });
    const future = await archiveOf('future.tar', { ...good, version: EXPORT_VERSION + 1 });
    const older = await archiveOf('older.tar', { ...good, schema: '0012_staff_operations' });
    const noise = path.join(dir, 'noise.bin');
    await fs.writeFile(noise, Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 31) % 256)));
    await expect(readExportManifest(backupFile)).rejects.toThrow(/is not an export of this site/);
    await expect(readExportManifest(future)).rejects.toThrow(/is a version 2 export; this version reads 1/);
    await expect(readExportManifest(older)).rejects.toThrow(/import with the release that exported it/);
    await expect(readExportManifest(noise)).rejects.toThrow(/is not an export of this site/);
    await expect(readExportManifest(path.join(dir, 'none'))).rejects.toThrow(/no export at/);

    // The target is not even migrated.
    const target = await openDatabase({ dataDir: 'memory://' });
    cleanups.push(() => target.close());
    await expect(
      importExport(future, { database: target, disk: createDisk(testEnv(await folder())) }),
    ).rejects.toThrow(ExportError);
    const { rows } = (await target.db.execute(
      sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(0);

    // An export never overwrites a file.
    await expect(writeExport({ database: source, disk: sourceApp.deps.disk }, archive)).rejects.toThrow(
      /exists already/,
    );
  });
});
