/**
 * Backups of an installation on the embedded database (issue "Outgrowing one machine" item 2;
 * docs/operations.md "Backup and restore"): `npm run cli -- backup <file>` while the server runs or not, and
 * `npm run cli -- restore <file>` into an empty data folder.
 *
 * A backup is one uncompressed tar file (format `gbf-backup`, version 1) holding, in this order:
 *
 * - `backup.json`: `{ format, version, createdAt, storedFiles }`;
 * - `pgdata.tar.gz`: the embedded database's folder as PGlite dumps it (`dumpDataDir`). PGlite runs in this one
 *   process and reads its folder's files in one synchronous walk, between two statements: the image is the folder
 *   as a power cut at that instant would leave it, every committed transaction in it (its WAL is written before
 *   the commit returns), and the embedded PostgreSQL replays the WAL when the image first starts;
 * - `credentials/issuer-keys.json`: the signing keys of the certificates' credentials, when the data folder has
 *   them (features/credentials/issuer-keys.ts), so that a restored site's credentials still verify;
 * - `storage/<key>`: every stored file of the local disk but the partial uploads (`_partial/`), copied after the
 *   image, so a file a row of the image names (written before its row) is there. Files on S3 are not in it: the
 *   bucket has its own versioning and replication.
 */
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { openDatabase, type Database } from '../db/client';
import { TEMPORARY_PREFIX } from '../storage/stored-files';

/** The name in `backup.json` that says what the archive is. */
const BACKUP_FORMAT = 'gbf-backup';
/** The version of the layout this code writes and reads. */
export const BACKUP_VERSION = 1;
const MANIFEST = 'backup.json';
const DATABASE_IMAGE = 'pgdata.tar.gz';
const STORAGE = 'storage';
/** The issuer keys' file, relative to the data folder (features/credentials/issuer-keys.ts); also export-import.ts. */
export const ISSUER_KEYS = 'credentials/issuer-keys.json';

/** What `backup.json` says. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** When the database image was taken (ISO 8601). */
  createdAt: string;
  /** How many stored files follow the image. */
  storedFiles: number;
}

/** Thrown for a backup or restore that cannot be done; its message is the one line the CLI prints. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Every file under `dir`, as paths relative to it with `/`, skipping the partial uploads; none when it is missing. */
async function storedFiles(dir: string): Promise<string[]> {
  const entries = await fsp.readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((key) => key !== TEMPORARY_PREFIX && !key.startsWith(`${TEMPORARY_PREFIX}/`))
    .sort();
}

/**
 * Adds one entry to `pack` and waits until it is written (also used by export.ts).
 *
 * @param size - the body's length in bytes; a body of another length fails the entry.
 * @param pax - extended header records (`VENDOR.keyword` names) carried with the entry, if any.
 */
export async function addEntry(
  pack: tar.Pack,
  name: string,
  body: Buffer | Readable,
  size: number,
  pax?: Record<string, string>,
): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, ...(pax ? { pax } : {}) }, (error) =>
      error ? reject(error) : resolve(),
    );
    if (Buffer.isBuffer(body)) entry.end(body);
    else body.on('error', reject).pipe(entry);
  });
}

/**
 * Writes a backup of the installation whose embedded database is `database` and whose data folder is `dataDir`.
 *
 * @param file - the backup to write; never overwritten.
 * @returns what the backup holds.
 * @throws {BackupError} on PostgreSQL (use its own tools: docs/operations.md) or when `file` exists.
 */
export async function writeBackup(
  database: Database,
  dataDir: string,
  file: string,
): Promise<BackupManifest> {
  const { dumpDataDir } = database;
  if (!dumpDataDir) {
    throw new BackupError(
      'backup is for the embedded database; on PostgreSQL use pg_dump (docs/operations.md)',
    );
  }
  return writeArchive(
    file,
    (message) => new BackupError(message),
    async (pack) => {
      const createdAt = new Date().toISOString();
      const image = Buffer.from(await (await dumpDataDir()).arrayBuffer());
      const storageDir = path.join(dataDir, STORAGE);
      const keys = await storedFiles(storageDir);
      const manifest: BackupManifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt,
        storedFiles: 0,
      };
      const files: { key: string; size: number }[] = [];
      for (const key of keys) {
        // A file removed since the listing is not in the backup.
        const stat = await fsp.stat(path.join(storageDir, key)).catch(() => null);
        if (stat) files.push({ key, size: stat.size });
      }
      manifest.storedFiles = files.length;
      const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
      await addEntry(pack, MANIFEST, manifestBytes, manifestBytes.byteLength);
      const issuerKeys = await fsp.readFile(path.join(dataDir, ISSUER_KEYS)).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      });
      if (issuerKeys) await addEntry(pack, ISSUER_KEYS, issuerKeys, issuerKeys.byteLength);
      await addEntry(pack, DATABASE_IMAGE, image, image.byteLength);
      for (const { key, size } of files) {
        // Read up to the size listed (a byte range: an empty file has none).
        const body =
          size === 0 ? Buffer.alloc(0) : fs.createReadStream(path.join(storageDir, key), { end: size - 1 });
        await addEntry(pack, `${STORAGE}/${key}`, body, size);
      }
      return manifest;
    },
  );
}

/**
 * Writes a new tar archive at `file` (mode 0600, never over an existing file) with the entries `fill` adds, for a
 * backup or an export; when anything fails, the file written so far is removed.
 *
 * @param refuse - makes the error thrown when `file` exists or its folder does not (the caller's own class).
 * @returns what `fill` returns, once the archive is written whole.
 * @throws what `refuse` makes, or what `fill` or the file system throws.
 */
export async function writeArchive<T>(
  file: string,
  refuse: (message: string) => Error,
  fill: (pack: tar.Pack) => Promise<T>,
): Promise<T> {
  const output = await fsp.open(file, 'wx', 0o600).catch((error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw refuse(`${file} exists already`);
    if (code === 'ENOENT') throw refuse(`no folder for ${file}`);
    throw error;
  });
  const pack = tar.pack();
  const written = pipeline(pack, output.createWriteStream());
  try {
    const result = await fill(pack);
    pack.finalize();
    await written;
    return result;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    await fsp.rm(file, { force: true });
    throw error;
  }
}

/**
 * Reads every entry of the tar `file`, handing each to `onEntry` in order with its header (size in bytes, extended
 * header records in `pax`); also used by export-import.ts. An error of `onEntry` stops the reading and is rethrown.
 */
export async function readEntries(
  file: string,
  onEntry: (name: string, stream: Readable, header: tar.Header) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const done = pipeline(fs.createReadStream(file), extract);
  try {
    for await (const entry of extract) {
      await onEntry(entry.header.name, entry as unknown as Readable, entry.header);
      entry.resume();
    }
  } catch (error) {
    // Stopped early: the rest of the file is not read.
    await done.catch(() => undefined);
    throw error;
  }
  await done;
}

/** All of a stream's bytes. */
async function bytesOf(stream: Readable): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * Restores the backup `file` into the data folder `dataDir`, which must hold no database and no stored files: the
 * stored files are written back, then the database image is loaded and started once, which replays its WAL.
 *
 * @returns the backup's manifest.
 * @throws {BackupError} when `file` is not a backup of this format and version, or `dataDir` is not empty.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<BackupManifest> {
  const storageDir = path.join(dataDir, STORAGE);
  const pgdata = path.join(dataDir, 'pgdata');
  const keysFile = path.join(dataDir, ...ISSUER_KEYS.split('/'));
  for (const dir of [pgdata, storageDir, path.dirname(keysFile)]) {
    const entries = await fsp.readdir(dir).catch(() => []);
    if (entries.length > 0) throw new BackupError(`${dir} is not empty; restore into an empty data folder`);
  }
  await fsp.access(file).catch(() => {
    throw new BackupError(`no backup at ${file}`);
  });
  let manifest: BackupManifest | undefined;
  let image: Uint8Array<ArrayBuffer> | undefined;
  let restoredFiles = 0;
  await readEntries(file, async (name, stream) => {
    if (!manifest) {
      const parsed =
        name === MANIFEST
          ? (JSON.parse(Buffer.from(await bytesOf(stream)).toString('utf8')) as BackupManifest)
          : null;
      if (parsed?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a backup of this site`);
      if (parsed.version !== BACKUP_VERSION) {
        throw new BackupError(
          `${file} is a version ${parsed.version} backup; this version reads ${BACKUP_VERSION}`,
        );
      }
      manifest = parsed;
      return;
    }
    if (name === DATABASE_IMAGE) {
      image = await bytesOf(stream);
      return;
    }
    if (name === ISSUER_KEYS) {
      await fsp.mkdir(path.dirname(keysFile), { recursive: true, mode: 0o700 });
      await pipeline(stream, fs.createWriteStream(keysFile, { flags: 'wx', mode: 0o600 }));
      return;
    }
    const key = name.slice(STORAGE.length + 1);
    const target = path.join(storageDir, key);
    if (!name.startsWith(`${STORAGE}/`) || !target.startsWith(`${storageDir}${path.sep}`)) {
      throw new BackupError(`${file} holds an unexpected entry: ${name}`);
    }
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await pipeline(stream, fs.createWriteStream(target, { flags: 'wx', mode: 0o600 }));
    restoredFiles += 1;
  });
  if (!manifest || !image) throw new BackupError(`${file} is incomplete`);
  if (restoredFiles !== manifest.storedFiles) {
    throw new BackupError(`${file} is incomplete: ${restoredFiles} of ${manifest.storedFiles} stored files`);
  }
  const database = await openDatabase({
    dataDir,
    loadDataDir: new Blob([image], { type: 'application/x-gzip' }),
  });
  await database.ping();
  await database.close();
  return manifest;
}
