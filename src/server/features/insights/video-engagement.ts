/**
 * Video engagement (issue 37 "Program insights" item 4; docs/decisions/0026 "Video engagement"): per lesson video, a
 * drop-off curve read from the seconds the server credited (`module_progress.video_watched`, the record the 90 %
 * rule counts). The video is cut into parts of a whole number of seconds, `⌈length / 20⌉` each (at most
 * `VIDEO_CURVE_BUCKETS` parts); a part's share is the mean share of it the learners watched, over the learners of the
 * filter who watched any of the video (one who watched half of the part counts 0.5).
 */
import { sql } from 'drizzle-orm';
import { rangesOf, type WatchedRanges } from '@shared/course/watched-ranges';
import { VIDEO_CURVE_BUCKETS } from '@shared/limits/insights';
import type { InsightsQuery, VideoEngagement } from '@shared/schemas/insights';
import type { Db } from '../../db/client';
import { enrolmentConditions } from './stops';
import { programCourse, roundTo, rowsOf } from './scope';

/** The parts of a video of `videoSeconds`: `[from, to)` in whole seconds. */
function videoBuckets(videoSeconds: number): Array<[number, number]> {
  const width = Math.max(1, Math.ceil(videoSeconds / VIDEO_CURVE_BUCKETS));
  const buckets: Array<[number, number]> = [];
  for (let from = 0; from < videoSeconds; from += width)
    buckets.push([from, Math.min(from + width, videoSeconds)]);
  return buckets;
}

/** The seconds of `[from, to)` that `ranges` cover. */
function overlap(ranges: WatchedRanges, from: number, to: number): number {
  let seconds = 0;
  for (const [start, end] of ranges) seconds += Math.max(0, Math.min(end, to) - Math.max(start, from));
  return seconds;
}

/** `GET /admin/insights/video-engagement`: every module with a video, in course order, with its curve. */
export async function videoEngagement(db: Db, query: InsightsQuery): Promise<VideoEngagement> {
  const { courseId, modules } = await programCourse(db);
  const withVideo = modules.filter((module) => module.videoUrl !== null && (module.videoSeconds ?? 0) > 0);
  if (!courseId || withVideo.length === 0) return { videos: [] };
  const rows = await rowsOf<{ module_id: string; watched: unknown; credited: unknown }>(
    db,
    sql`select mp.module_id, mp.video_watched as watched, mp.video_credited_seconds as credited
        from module_progress mp
        join user_enrollments e on e.user_id = mp.user_id and e.course_id = ${courseId}
        where (mp.video_credited_seconds > 0 or jsonb_array_length(mp.video_watched) > 0)
          and ${enrolmentConditions(query)}`,
  );
  const byModule = new Map<string, WatchedRanges[]>();
  for (const row of rows) {
    const stored = (typeof row.watched === 'string' ? JSON.parse(row.watched) : row.watched) as WatchedRanges;
    const ranges = rangesOf(stored, Number(row.credited));
    if (ranges.length === 0) continue;
    const learners = byModule.get(row.module_id);
    if (learners) learners.push(ranges);
    else byModule.set(row.module_id, [ranges]);
  }
  return {
    videos: withVideo.map((module) => {
      const videoSeconds = module.videoSeconds!;
      const learners = byModule.get(module.id) ?? [];
      return {
        moduleId: module.id,
        monthNumber: module.monthNumber,
        title: module.title,
        videoSeconds,
        learners: learners.length,
        buckets: videoBuckets(videoSeconds).map(([from, to]) => ({
          fromSecond: from,
          toSecond: to,
          share:
            learners.length === 0
              ? 0
              : roundTo(
                  learners.reduce((sum, ranges) => sum + overlap(ranges, from, to) / (to - from), 0) /
                    learners.length,
                  3,
                ),
        })),
      };
    }),
  };
}
