/**
 * The server's image work with sharp (libvips), bounded so a small file cannot blow up the process's memory (issue
 * 33 item 5; docs/decisions/0020, 0023):
 *
 * - **One image at a time ({@link IMAGE_WORK_AT_ONCE}).** Every decode and encode of the server (a press kit's
 *   photo, its card, the photo in its PDF) runs through {@link imageWork}, so at most that many run at once whatever
 *   the number of requests; the others wait their turn, in order. Memory then grows with the queue's width, not with
 *   the requests: a 49-megapixel PNG decoded to 1,200 pixels takes about 50 MB while it is decoded, and six sent at
 *   once are answered within about 2 s, in turn.
 * - **libvips' operation cache off** (`sharp.cache(false)`): it keeps up to 50 MB of recent operations' results,
 *   pixels included, for the next identical operation, which a server never asks for.
 * - **One libvips thread per image** (`sharp.concurrency(1)`): each thread holds its own buffers, and glibc keeps
 *   what each thread freed (the server runs with `MALLOC_ARENA_MAX=2`, scripts/start.mjs).
 *
 * Importing this module applies the two settings, for the whole process.
 */
import pLimit from 'p-limit';
import sharp from 'sharp';

/** Images decoded or encoded at once in the whole process. */
const IMAGE_WORK_AT_ONCE = 1;

sharp.cache(false);
sharp.concurrency(1);

const queue = pLimit(IMAGE_WORK_AT_ONCE);

/**
 * Runs `work` (one image's sharp pipelines) when fewer than {@link IMAGE_WORK_AT_ONCE} others run, first come first
 * served.
 *
 * @returns what `work` returns.
 * @throws what `work` throws.
 */
export function imageWork<T>(work: () => Promise<T>): Promise<T> {
  return queue(work);
}
