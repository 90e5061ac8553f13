/**
 * The members program's own content (training-program.md §3 milestones; docs/decisions/0010): the milestone
 * catalogue, `content/program/milestones.yaml`. The program's modules are the course's
 * (src/server/features/course/content.ts).
 *
 * Start-up writes it idempotently ({@link loadProgramContentIfChanged}), matching rows by key, so the milestones
 * learners earned always survive.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { notInArray } from 'drizzle-orm';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { BADGE_COLORS, BADGE_ICONS, MILESTONE_MEASURES } from '@shared/program/milestone-rules';
import type { Db } from '../../db/client';
import { milestones } from '../../db/schema/index';
import { changingCourse } from '../course/catalog';
import { ContentError, writeIfChanged } from '../course/content';

const milestonesFileSchema = z.strictObject({
  milestones: z
    .array(
      z.strictObject({
        key: z
          .string()
          .min(1)
          .regex(/^[a-z0-9][a-z0-9-]*$/, 'must be lower-case letters, digits and dashes'),
        title: z.string().min(1),
        description: z.string().min(1),
        points: z.number().int().min(1),
        badgeIcon: z.enum(BADGE_ICONS).default('Trophy'),
        badgeColor: z.enum(BADGE_COLORS),
        criterion: z.strictObject({
          measure: z.enum(MILESTONE_MEASURES),
          atLeast: z.union([z.number().int().min(1), z.literal('all')]),
        }),
      }),
    )
    .min(1),
});

/** A milestone of the catalogue file. */
export type MilestoneFile = z.output<typeof milestonesFileSchema>['milestones'][number];

/** The catalogue file's name under the program content folder. */
const MILESTONES_FILE = 'milestones.yaml';

/**
 * Reads and checks `milestones.yaml` under `dir`.
 *
 * @throws {ContentError} when the file is missing, does not parse, breaks a rule, or uses a key twice.
 */
export async function loadMilestones(dir: string): Promise<MilestoneFile[]> {
  const text = await fs.readFile(path.join(dir, MILESTONES_FILE), 'utf8').catch(() => {
    throw new ContentError(`${MILESTONES_FILE}: the file is missing`);
  });
  const parsed = milestonesFileSchema.safeParse(parseYaml(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(`${MILESTONES_FILE}: ${issue.path.join('.') || 'file'} ${issue.message}`);
  }
  const keys = parsed.data.milestones.map((milestone) => milestone.key);
  if (new Set(keys).size !== keys.length)
    throw new ContentError(`${MILESTONES_FILE}: two milestones share a key`);
  return parsed.data.milestones;
}

/**
 * Writes the milestone catalogue in one transaction; milestones no longer in the file are marked inactive, never
 * deleted.
 */
export async function syncMilestones(db: Db, catalogue: readonly MilestoneFile[]): Promise<void> {
  await changingCourse(
    db,
    db.transaction(async (tx) => {
      for (const milestone of catalogue) {
        const values = { ...milestone, isActive: true };
        await tx
          .insert(milestones)
          .values(values)
          .onConflictDoUpdate({ target: milestones.key, set: values });
      }
      await tx
        .update(milestones)
        .set({ isActive: false })
        .where(
          notInArray(
            milestones.key,
            catalogue.map((m) => m.key),
          ),
        );
    }),
  );
}

/** The `content_loads` name of the program content. */
const SOURCE = 'program';

/** A fingerprint (SHA-256, hex) of the milestone catalogue. */
async function programContentFingerprint(programDir: string): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await fs.readFile(path.join(programDir, MILESTONES_FILE)).catch(() => Buffer.alloc(0)));
  return hash.digest('hex');
}

/**
 * What start-up runs: when the catalogue differs from the last load, loads, checks and writes it
 * ({@link syncMilestones}) and records its fingerprint; otherwise does nothing.
 *
 * @returns whether the content was written.
 * @throws {ContentError} for a missing or malformed file.
 */
export async function loadProgramContentIfChanged(db: Db, programDir: string): Promise<boolean> {
  return writeIfChanged(db, SOURCE, await programContentFingerprint(programDir), async () =>
    syncMilestones(db, await loadMilestones(programDir)),
  );
}
