/**
 * The learner's page answers, kept serialized (issue "One course" item 8; docs/decisions/0014): the members
 * dashboard and a module page are answered again from the JSON bytes last sent for the same learner, page, learner
 * revision and course catalog, until the clock reaches an instant at which the answer changes by itself (a module
 * that opens on its date, a quiz round that opens again). Any write to the learner's rows raises the revision
 * (migration 0010) and any change of the course gives a new catalog, so a kept answer is one the page would compute
 * again, byte for byte. The bytes are kept UTF-8 encoded: a lesson's text is mostly not Latin-1, and encoding it
 * again for every answer costs as much as the rest of the request. A browser gets them compressed, from a copy made
 * once per kept answer (http/json-bytes.ts).
 */
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/coalescer';
import { JsonAnswer } from '../../http/json-bytes';
import { courseCatalog, type CourseCatalog } from './catalog';

/**
 * Most bytes of kept answers per database, their JSON counted (their compressed copies add about a quarter); the
 * least recently used go first.
 */
const MAX_KEPT_ANSWER_BYTES = 16 * 1024 * 1024;

interface KeptAnswer {
  revision: number;
  catalog: CourseCatalog;
  /** When the answer stops holding by the clock alone, in ms since the epoch (Infinity: never). */
  validUntil: number;
  answer: JsonAnswer;
}

class KeptAnswers {
  /** By `page userId`, most recently used last. */
  readonly #answers = new Map<string, KeptAnswer>();
  #bytes = 0;

  find(key: string, revision: number, catalog: CourseCatalog, now: number): JsonAnswer | undefined {
    const kept = this.#answers.get(key);
    if (!kept) return undefined;
    if (kept.revision !== revision || kept.catalog !== catalog || now >= kept.validUntil) {
      if (kept.revision <= revision) this.#drop(key, kept);
      return undefined;
    }
    this.#answers.delete(key);
    this.#answers.set(key, kept);
    return kept.answer;
  }

  keep(key: string, answer: KeptAnswer): void {
    const before = this.#answers.get(key);
    // Revisions only rise: an answer computed for an older revision never replaces a newer one.
    if (before && before.revision > answer.revision) return;
    if (before) this.#drop(key, before);
    if (answer.answer.json.byteLength > MAX_KEPT_ANSWER_BYTES) return;
    this.#answers.set(key, answer);
    this.#bytes += answer.answer.json.byteLength;
    for (const [oldest, kept] of this.#answers) {
      if (this.#bytes <= MAX_KEPT_ANSWER_BYTES) break;
      this.#drop(oldest, kept);
    }
  }

  #drop(key: string, kept: KeptAnswer): void {
    this.#answers.delete(key);
    this.#bytes -= kept.answer.json.byteLength;
  }
}

const keptAnswers = perDatabase(() => new KeptAnswers());

/** Which learner page an answer is, and for whom: `page` names the page and anything it depends on (a module id). */
export interface LearnerPage {
  page: string;
  userId: string;
  /** The learner record's revision as the request's session lookup read it (`c.get('user').learnerRevision`). */
  revision: number;
}

/** The page `page` of the signed-in learner `user` (`c.get('user')`) at the revision its session read. */
export function learnerPage(user: { id: string; learnerRevision: number }, page: string): LearnerPage {
  return { page, userId: user.id, revision: user.learnerRevision };
}

/**
 * The JSON of a learner's page, UTF-8 encoded: the one kept for the same page, learner, revision and catalog while the clock
 * has not reached one of its `changesAt` instants, or else `compute()`'s answer, serialized and kept.
 *
 * @param compute - the page's answer (read at the session's revision or later: a newer answer kept under an older
 *   revision is never found again, since revisions only rise).
 * @param changesAt - the instants in the answer at which it changes by the clock alone (ISO 8601; null or
 *   undefined for none): a lock's `opensAt`, a quiz card's `retryAt`.
 * @returns the answer as UTF-8 JSON, with its compressed copies once made (http/json-bytes.ts).
 * @throws what `compute` throws (an error answer is never kept).
 */
export async function learnerPageJson<T>(
  db: Db,
  { page, userId, revision }: LearnerPage,
  compute: () => Promise<T>,
  changesAt: (answer: T) => readonly (string | null | undefined)[],
): Promise<JsonAnswer> {
  const catalog = await courseCatalog(db);
  const key = `${page} ${userId}`;
  const answers = keptAnswers(db);
  const kept = answers.find(key, revision, catalog, Date.now());
  if (kept !== undefined) return kept;
  const answer = await compute();
  let validUntil = Infinity;
  for (const instant of changesAt(answer)) {
    if (instant) validUntil = Math.min(validUntil, Date.parse(instant));
  }
  const json = new JsonAnswer(answer);
  answers.keep(key, { revision, catalog, validUntil, answer: json });
  return json;
}
