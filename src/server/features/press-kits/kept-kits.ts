/**
 * Published press kits kept as answered (issue "Press kits and feedback on tracks" item 1, "the public page is
 * prerendered-fast"; docs/decisions/0023, 0014): `GET /epk/{slug}` and `GET /api/epk/{slug}` answer a published kit
 * from its JSON and its page made once, with their compressed copies, until the kit changes.
 *
 * - On the embedded database, every commit that changes a row a public kit is read from (the kit, its featured
 *   tracks, their titles and versions, the certificate, the learner's account and allow-list entry) notifies
 *   `press_kit_pages` (migration 0015), and the server counts those notifications (`Database.watch`). A kit read
 *   with the count unchanged since is answered with no query at all, as the session lookup keeps its rows
 *   (auth/session-lookup.ts): the embedded database's one process makes every write, and the count moves before
 *   the writer's `await` returns.
 * - On PostgreSQL (several instances, whose notifications arrive late) the kit is read for every request, and the
 *   kept JSON, page and compressed copies are used again when the kit reads the same as when they were made.
 *
 * At most {@link MAX_KEPT_KITS} kits are kept per database, the least recently read dropped first. Only kits anyone
 * may read are kept: an unpublished kit's preview is made for each request.
 *
 * A public kit's files made from it, its link-preview card and its PDF ({@link keptFile}), are kept the same way:
 * made on the first request that asks for each (once, however many ask at once), then sent as made, with the time
 * they were made as their `Last-Modified` and a hash of their bytes as their entity tag, while the kit reads the
 * same. At most {@link KEPT_FILES_MAX_BYTES} of them per database, the least recently sent dropped first.
 */
import { createHash } from 'node:crypto';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Epk } from '@shared/schemas/press-kits';
import type { CommitCount, Database } from '../../db/client';
import { pressKits } from '../../db/schema/index';
import type { KeptBytes } from '../../http/json-bytes';
import { JsonAnswer } from '../../http/json-bytes';
import type { PressKitRow, SiteAddress } from './kit-row';
import { publicAnswer } from './public-kit';
import { kitIsPublic } from './service';

/** The channel of commits that changed what a public kit shows (migration 0015). */
const PRESS_KIT_PAGES_CHANNEL = 'press_kit_pages';

/** Most published kits kept per database (a few to a few tens of KB each, with their pages and copies). */
const MAX_KEPT_KITS = 2_000;

/** A kit's page as sent: its HTML with its compressed copies, its entity tag and Content-Security-Policy. */
export interface KeptPage {
  html: KeptBytes;
  /** A weak entity tag of the HTML, e.g. `W/"…"`. */
  etag: string;
  /** The Content-Security-Policy of its inline scripts. */
  csp: string;
}

/** A published kit anyone may read, as answered. */
export interface PublicKit {
  row: PressKitRow;
  kit: Epk;
  /** `{ pressKit: kit }` as the API sends it. */
  json: JsonAnswer;
  /**
   * Its page, made once by page.ts with `renderer` for visitors and once for signed-in visitors (whose page is
   * marked so their islands load).
   */
  pages?: { renderer: unknown; visitor?: Promise<KeptPage>; signedIn?: Promise<KeptPage> };
}

/** The files made from a public kit. */
export type KeptFileName = 'card' | 'pdf';

/** A file made from a public kit, as kept. */
export interface KeptFile {
  bytes: Buffer;
  /** A strong entity tag of the bytes, e.g. `"…"`. */
  etag: string;
  /** When it was made (to the second, as `Last-Modified` says it). */
  madeAt: Date;
}

/** Most bytes of kept cards and PDFs per database (each some tens of KB: a few hundred kits). */
const KEPT_FILES_MAX_BYTES = 32 * 1024 * 1024;

interface KeptFileEntry {
  /** The kit's kept JSON it was made from: the same object while the kit reads the same. */
  source: JsonAnswer;
  file: Promise<KeptFile>;
  /** Its size once made, in bytes (0 while it is being made). */
  size: number;
}

interface Kept {
  /** The notification count read before the kit was read (-1 on PostgreSQL: not kept by count). */
  commits: number;
  text: string;
  kit: PublicKit;
}

/** The kept kits of one database. */
class KeptKits {
  readonly #database: Database;
  #commits: CommitCount | null = null;
  /** By slug, most recently read last. */
  readonly #kits = new Map<string, Kept>();
  /** By `{slug}/{name}`, most recently sent last. */
  readonly #files = new Map<string, KeptFileEntry>();
  #fileBytes = 0;

  constructor(database: Database) {
    this.#database = database;
    database
      .watch(PRESS_KIT_PAGES_CHANNEL)
      .then((commits) => {
        this.#commits = commits;
      })
      .catch(() => {
        // Not watched: every request reads the kit.
      });
  }

  async find(slug: string, site: SiteAddress): Promise<PublicKit | null> {
    const commits = this.#commits?.value ?? -1;
    const kept = this.#kits.get(slug);
    if (kept && commits >= 0 && kept.commits === commits) {
      this.#kits.delete(slug);
      this.#kits.set(slug, kept);
      return kept.kit;
    }
    const { db } = this.#database;
    const [row] = await db
      .select(getTableColumns(pressKits))
      .from(pressKits)
      .where(and(eq(pressKits.slug, slug), kitIsPublic));
    if (!row) {
      this.#kits.delete(slug);
      return null;
    }
    const kit = await publicAnswer(db, row, site);
    const text = JSON.stringify(kit);
    // The same kit as the one kept: its answers (and the copies made of them) hold; the row is the newest.
    const same = kept && kept.text === text ? kept.kit : undefined;
    const answer: PublicKit = same ? { ...same, row } : { row, kit, json: new JsonAnswer({ pressKit: kit }) };
    this.#kits.delete(slug);
    this.#kits.set(slug, { commits, text, kit: answer });
    for (const [oldest] of this.#kits) {
      if (this.#kits.size <= MAX_KEPT_KITS) break;
      this.#kits.delete(oldest);
    }
    return answer;
  }

  file(slug: string, kit: PublicKit, name: KeptFileName, make: () => Promise<Buffer>): Promise<KeptFile> {
    const key = `${slug}/${name}`;
    const kept = this.#files.get(key);
    this.#dropFile(key);
    if (kept && kept.source === kit.json) {
      this.#files.set(key, kept);
      this.#fileBytes += kept.size;
      return kept.file;
    }
    const entry: KeptFileEntry = {
      source: kit.json,
      size: 0,
      file: make().then((bytes) => {
        const madeAt = new Date(Math.floor(Date.now() / 1000) * 1000);
        const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
        return { bytes, etag, madeAt };
      }),
    };
    this.#files.set(key, entry);
    entry.file.then(
      (file) => {
        if (this.#files.get(key) !== entry) return;
        entry.size = file.bytes.byteLength;
        this.#fileBytes += entry.size;
        for (const [oldest] of this.#files) {
          if (this.#fileBytes <= KEPT_FILES_MAX_BYTES) break;
          this.#dropFile(oldest);
        }
      },
      // Not kept: the next request makes it again (the caller gets the error from the promise returned).
      () => {
        if (this.#files.get(key) === entry) this.#files.delete(key);
      },
    );
    return entry.file;
  }

  #dropFile(key: string): void {
    const entry = this.#files.get(key);
    if (!entry) return;
    this.#files.delete(key);
    this.#fileBytes -= entry.size;
  }
}

const keptKits = new WeakMap<Database, KeptKits>();

/** The kept kits of `database`, made on first use. */
function keptKitsOf(database: Database): KeptKits {
  let kits = keptKits.get(database);
  if (!kits) {
    kits = new KeptKits(database);
    keptKits.set(database, kits);
  }
  return kits;
}

/**
 * The kit at `slug` when anyone may read it (published, its learner still an admitted artist), as kept; null
 * otherwise (no such kit, unpublished, or its learner lost their access: the caller then looks for a preview).
 *
 * @param site - the public origin, for the kit's absolute addresses.
 * @throws the database's error when the read fails.
 */
export function publicKit(database: Database, slug: string, site: SiteAddress): Promise<PublicKit | null> {
  return keptKitsOf(database).find(slug, site);
}

/**
 * The file `name` of the public kit `kit` (as {@link publicKit} gave it): the one kept when it was made from the
 * same kit, else made now by `make`, once however many requests ask at once, and kept while the kit reads the same
 * (within {@link KEPT_FILES_MAX_BYTES} per database).
 *
 * @param make - renders the file from `kit`; its error is the caller's, and nothing is kept then.
 * @throws what `make` throws.
 */
export function keptFile(
  database: Database,
  kit: PublicKit,
  name: KeptFileName,
  make: () => Promise<Buffer>,
): Promise<KeptFile> {
  return keptKitsOf(database).file(kit.kit.slug, kit, name, make);
}
