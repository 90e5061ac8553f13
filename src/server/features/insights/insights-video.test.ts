/**
 * Video engagement (issue 37 item 4; docs/decisions/0026) from playback reported through the real
 * {@link reportPlayback} on a controlled clock: which seconds each report marks watched, replays that credit nothing
 * new, a record written as migration 0017 writes it, and the drop-off curve of module 1's 24 s video worked out here
 * from the known watched seconds, with and without a cohort.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VideoEngagement } from '@shared/schemas/insights';
import { moduleProgress, userEnrollments, users } from '../../db/schema/index';
import { send, useAccountSuite } from '../../test/accounts';
import { member } from '../../test/admin-test-kit';
import { seedCourseContent } from '../../test/course-content';
import { reportPlayback } from '../course/playback';

const suite = useAccountSuite();
let admin: { cookie: string };
let first = '';
const T0 = new Date('2025-06-10T10:00:00Z').getTime();
const at = (seconds: number) => new Date(T0 + seconds * 1000);

/** The whole seconds each learner watched, as the reports below should mark them. */
const seconds = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const WATCHED: Record<string, number[]> = {
  one: seconds(0, 10),
  two: [...seconds(0, 10), ...seconds(15, 20)],
  three: seconds(0, 10),
  four: seconds(0, 24),
};

beforeAll(async () => {
  admin = await member(suite.t, true);
  const seeded = await seedCourseContent(suite.t);
  first = seeded.moduleIds[0]!;
  const { db } = suite.t.database;
  for (const id of ['one', 'two', 'three', 'four', 'five']) {
    await db.insert(users).values({ id, email: `${id}@example.com`, name: id });
    const enrolledAt = new Date(id === 'four' ? '2025-05-20T10:00:00Z' : '2025-06-01T10:00:00Z');
    await db.insert(userEnrollments).values({ userId: id, courseId: seeded.courseId, enrolledAt });
  }
  // Four watched the whole video before ranges were kept: migration 0017 wrote the total as [0, 24).
  await db.insert(moduleProgress).values({
    userId: 'four',
    moduleId: first,
    startedAt: at(0),
    videoCreditedSeconds: 24,
    videoWatched: [[0, 24]],
  });
});

const play = (userId: string, second: number, positionSeconds: number, playedSeconds: number) =>
  reportPlayback(
    suite.t.database.db,
    userId,
    first,
    { positionSeconds, playedSeconds, playbackRate: 1 },
    at(second),
  );

describe('video engagement', () => {
  it('marks the seconds each report played, and counts a replayed part once', async () => {
    // One plays the first 10 s; two too, then skips to 15 s and plays 5 s more.
    await play('one', 0, 0, 0);
    expect((await play('one', 10, 10, 10)).creditedSeconds).toBe(10);
    await play('two', 0, 0, 0);
    await play('two', 10, 10, 10);
    expect((await play('two', 15, 20, 5)).creditedSeconds).toBe(15);
    // Three plays the first 10 s three times: 30 s of playback, 10 distinct seconds, not enough for 90 %.
    await play('three', 0, 0, 0);
    for (const second of [10, 20, 30]) expect((await play('three', second, 10, 10)).creditedSeconds).toBe(10);
    const [row] = await suite.t.database.db
      .select({ watched: moduleProgress.videoWatched, credited: moduleProgress.videoCreditedSeconds })
      .from(moduleProgress)
      .where(and(eq(moduleProgress.userId, 'two'), eq(moduleProgress.moduleId, first)));
    expect(row).toEqual({
      watched: [
        [0, 10],
        [15, 20],
      ],
      credited: 15,
    });
  });

  it('draws the drop-off curve from the watched seconds, per cohort too', async () => {
    const curve = async (query: string) => {
      const response = await send(
        suite.t,
        'GET',
        `/api/admin/insights/video-engagement?${query}`,
        undefined,
        admin,
      );
      expect(response.status, await response.clone().text()).toBe(200);
      const { videos } = (await response.json()) as VideoEngagement;
      return videos.find((video) => video.moduleId === first)!;
    };
    const video = await curve('');
    expect(video).toMatchObject({ monthNumber: 1, videoSeconds: 24, learners: 4 });
    // 24 s in parts of ⌈24 / 20⌉ = 2 s; each part's share: the mean, over the four learners who watched any of it, of
    // the part's seconds they watched.
    const parts = Array.from({ length: 12 }, (_, i) => [2 * i, 2 * i + 2] as const);
    const share = (learners: string[], [from, to]: readonly [number, number]) =>
      Math.round(
        (1000 *
          learners.reduce(
            (sum, id) => sum + WATCHED[id]!.filter((s) => s >= from && s < to).length / (to - from),
            0,
          )) /
          learners.length,
      ) / 1000;
    expect(video.buckets).toEqual(
      parts.map((part) => ({
        fromSecond: part[0],
        toSecond: part[1],
        share: share(Object.keys(WATCHED), part),
      })),
    );
    expect(video.buckets.map((b) => b.share).slice(4, 10)).toEqual([1, 0.25, 0.25, 0.375, 0.5, 0.5]);
    const may = await curve('cohort=2025-05');
    expect(may.learners).toBe(1);
    expect(may.buckets.every((bucket) => bucket.share === 1)).toBe(true);
  });
});
