/**
 * The course's content, kept as files so it is edited without code (training-program.md §3 "Course", "Module",
 * "Quiz", "Quiz question", "Resource"; docs/decisions/0009). Both views read it: /learning and the
 * members program's six modules.
 *
 * ```
 * content/learning/
 *   course.yaml              key, title, description, durationMonths, status, unlock, quizAttempts
 *   modules/NN-<key>.md      front matter (key, month, week, title, ..., worksheet, quiz, resources) + the lesson
 *   media/                   lesson videos and their WebVTT captions
 *   resources/               downloadable files named by the modules' `resources`
 *   workshops.yaml           upcoming live workshops
 * ```
 *
 * Start-up loads the files and writes them to the database idempotently ({@link syncLearningContent}): rows are
 * matched by their `key`, so editing a file and restarting updates the course in place and never touches a
 * learner's enrolment, progress or attempts. A start whose files are unchanged since the last load skips both
 * ({@link loadLearningContentIfChanged}). What the admin area sets wins over the files: a video or worksheet chosen
 * from the storage buckets, a quiz made there and questions added there are never replaced by a reload, and what
 * staff edited there is kept as they left it (docs/decisions/0017): a module's title, description and introduction
 * once staff edited them, and a question staff edited, moved, retired or deleted. The files stay the source of a
 * fresh install.
 *
 * This module reads and checks the files and decides when a start-up writes them; what the files must say is
 * content-schema.ts, the writing content-sync.ts.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentLoads } from '../../db/schema/index';
import {
  courseFileSchema,
  moduleFileSchema,
  workshopsFileSchema,
  type LearningContent,
  type ModuleFile,
  type WorkshopFile,
} from './content-schema';
import { syncLearningContent } from './content-sync';

/** A content file that does not say what it must; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** Front matter is read with the same YAML parser as the `.yaml` files. */
const matterOptions = { engines: { yaml: (text: string) => parseYaml(text) as object } };

function check<T>(schema: z.ZodType<T>, value: unknown, file: string): T {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ContentError(`${file}: ${issue.path.join('.') || 'file'} ${issue.message}`);
}

async function exists(file: string): Promise<boolean> {
  return fs.stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

/**
 * Reads and checks the course and its modules under `dir`.
 *
 * @throws {ContentError} when a file is missing, does not parse, or breaks a rule (two modules with one key, a
 * media or resource file that is not there, a question without four options, ...).
 */
export async function loadLearningContent(dir: string): Promise<LearningContent> {
  const courseFile = path.join(dir, 'course.yaml');
  const course = check(courseFileSchema, parseYaml(await fs.readFile(courseFile, 'utf8')), 'course.yaml');
  const moduleDir = path.join(dir, 'modules');
  const names = (await fs.readdir(moduleDir)).filter((name) => name.endsWith('.md')).sort();
  const loaded: ModuleFile[] = [];
  for (const name of names) {
    const { data, content } = matter(await fs.readFile(path.join(moduleDir, name), 'utf8'), matterOptions);
    const module = { ...check(moduleFileSchema, data, `modules/${name}`), content: content.trim() };
    for (const media of [module.video, module.captions])
      if (media && !(await exists(path.join(dir, 'media', media))))
        throw new ContentError(`modules/${name}: media/${media} does not exist`);
    for (const resource of module.resources)
      if (!(await exists(path.join(dir, 'resources', resource.file))))
        throw new ContentError(`modules/${name}: resources/${resource.file} does not exist`);
    if (loaded.some((other) => other.key === module.key))
      throw new ContentError(`modules/${name}: the key ${module.key} is used twice`);
    const keys = module.quiz?.questions.map((q) => q.key) ?? [];
    if (new Set(keys).size !== keys.length)
      throw new ContentError(`modules/${name}: two quiz questions share a key`);
    loaded.push(module);
  }
  loaded.sort((a, b) => a.month - b.month || a.week - b.week);
  return { course, modules: loaded };
}

/** Reads `workshops.yaml` under `dir`; no file means no workshops. @throws {ContentError} for a malformed file. */
export async function loadWorkshops(dir: string): Promise<WorkshopFile[]> {
  const file = path.join(dir, 'workshops.yaml');
  if (!(await exists(file))) return [];
  return check(workshopsFileSchema, parseYaml(await fs.readFile(file, 'utf8')) ?? {}, 'workshops.yaml')
    .workshops;
}

/** The `content_loads` name of the learning content. */
const SOURCE = 'learning';

/**
 * A fingerprint of what the database holds from `dir`: SHA-256 (hex) over the course and module files' names and
 * bytes and the names of the media and resource files.
 */
async function learningContentFingerprint(dir: string): Promise<string> {
  const hash = createHash('sha256');
  const list = async (sub: string) =>
    (await fs.readdir(path.join(dir, sub)).catch(() => [] as string[])).sort();
  hash.update(await fs.readFile(path.join(dir, 'course.yaml')));
  for (const name of await list('modules')) {
    hash.update(`\0modules/${name}\0`);
    hash.update(await fs.readFile(path.join(dir, 'modules', name)));
  }
  for (const sub of ['media', 'resources'])
    for (const name of await list(sub)) hash.update(`\0${sub}/${name}`);
  return hash.digest('hex');
}

/**
 * What start-up runs: when the files under `dir` differ from the last load (or nothing was loaded yet), loads,
 * checks and writes them ({@link loadLearningContent}, {@link syncLearningContent}) and records their fingerprint;
 * otherwise does nothing, so a restart on unchanged content costs one read of the files.
 *
 * @returns whether the content was written.
 * @throws {ContentError} as {@link loadLearningContent}.
 */
export async function loadLearningContentIfChanged(db: Db, dir: string): Promise<boolean> {
  return writeIfChanged(db, SOURCE, await learningContentFingerprint(dir), async () =>
    syncLearningContent(db, await loadLearningContent(dir)),
  );
}

/**
 * Runs `write` unless `fingerprint` is the one recorded for `source` in `content_loads` by the last load, then
 * records it.
 *
 * @returns whether `write` ran.
 */
export async function writeIfChanged(
  db: Db,
  source: string,
  fingerprint: string,
  write: () => Promise<unknown>,
): Promise<boolean> {
  const [last] = await db
    .select({ fingerprint: contentLoads.fingerprint })
    .from(contentLoads)
    .where(eq(contentLoads.source, source));
  if (last?.fingerprint === fingerprint) return false;
  await write();
  await db
    .insert(contentLoads)
    .values({ source, fingerprint })
    .onConflictDoUpdate({ target: contentLoads.source, set: { fingerprint, loadedAt: new Date() } });
  return true;
}
