/**
 * Backups of an embedded installation (issue "Outgrowing one machine" item 2): a backup taken while writes go on
 * restores into an empty folder with every write acknowledged before it began, and the stored files but the
 * partial uploads; a folder that is not empty, a file that is not a backup, and PostgreSQL are refused.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { count, inArray } from 'drizzle-orm';
import tar from 'tar-stream';
import { afterEach, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, type Database } from '../db/client';
import { contactMessages } from '../db/schema/index';
import { loadOrCreateIssuerKeys } from '../features/credentials/issuer-keys';
import { BACKUP_VERSION, BackupError, restoreBackup, writeBackup } from './backup';
import {
  AdminCommandError,
  parseAdminCommand,
  rotateIssuerKeyCommand,
  runInstallationCommand,
} from './commands';

const folders: string[] = [];
const opened: Database[] = [];

async function folder(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-backup-'));
  folders.push(dir);
  return dir;
}

async function open(dataDir: string): Promise<Database> {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
}

afterEach(async () => {
  for (const database of opened.splice(0)) await database.close();
  for (const dir of folders.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

/** Writes a contact message; resolves with its id once the write is acknowledged. */
async function write(database: Database, n: number): Promise<string> {
  const [row] = await database.db
    .insert(contactMessages)
    .values({
      name: `Writer ${n}`,
      email: `writer${n}@example.com`,
      subject: 'Load',
      message: `message ${n}`,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup of the embedded installation', () => {
  it('taken under write load, restores every write acknowledged before it began, and the stored files', async () => {
    const dataDir = await folder();
    const database = await open(dataDir);
    await migrateDatabase(database);
    const storage = path.join(dataDir, 'storage');
    await fs.mkdir(path.join(storage, 'resources/anr'), { recursive: true });
    await fs.mkdir(path.join(storage, '_partial'), { recursive: true });
    const file = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    await fs.writeFile(path.join(storage, 'resources/anr/guide.pdf'), file);
    await fs.writeFile(path.join(storage, 'resources/anr/empty.txt'), '');
    await fs.writeFile(path.join(storage, '_partial/half-an-upload'), 'half');

    // Writers keep writing, one after another each, until the backup has ended. Each waits for the next turn of
    // the event loop between writes, as requests arriving over the network do (the embedded database answers
    // within microtasks: a loop of writes alone would hold the event loop).
    const acknowledged: string[] = [];
    let stop = false;
    let n = 0;
    const writers = Array.from({ length: 4 }, async () => {
      while (!stop) {
        acknowledged.push(await write(database, n++));
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    while (acknowledged.length < 50) await new Promise((resolve) => setImmediate(resolve));
    const before = [...acknowledged];
    const backup = path.join(await folder(), 'site.backup');
    const manifest = await runInstallationCommand(
      { database, dataDir },
      parseAdminCommand(['backup', backup]),
    );
    const during = acknowledged.length - before.length;
    stop = true;
    await Promise.all(writers);
    expect(manifest).toBe(`backed up the database and 2 stored files to ${backup}`);
    expect(during).toBeGreaterThan(0);

    const restoredDir = await folder();
    const restored = await restoreBackup(backup, restoredDir);
    expect(restored).toMatchObject({ format: 'gbf-backup', version: BACKUP_VERSION, storedFiles: 2 });
    const copy = await open(restoredDir);
    const found = await copy.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(inArray(contactMessages.id, before));
    expect(found).toHaveLength(before.length);
    // Nothing but acknowledged writes, each whole.
    const [{ rows }] = (await copy.db.select({ rows: count() }).from(contactMessages)) as [{ rows: number }];
    expect(rows).toBeGreaterThanOrEqual(before.length);
    expect(rows).toBeLessThanOrEqual(acknowledged.length);
    expect(await fs.readFile(path.join(restoredDir, 'storage/resources/anr/guide.pdf'))).toEqual(file);
    expect(await fs.readFile(path.join(restoredDir, 'storage/resources/anr/empty.txt'), 'utf8')).toBe('');
    await expect(fs.access(path.join(restoredDir, 'storage/_partial'))).rejects.toThrow();
  });

  it('keeps the credentials’ issuer keys: the restored folder has the same key file, readable by its owner only', async () => {
    const dataDir = await folder();
    const database = await open(dataDir);
    await migrateDatabase(database);
    const keys = await loadOrCreateIssuerKeys(dataDir);
    const backup = path.join(await folder(), 'site.backup');
    await writeBackup(database, dataDir, backup);
    const restoredDir = await folder();
    await restoreBackup(backup, restoredDir);
    expect(await loadOrCreateIssuerKeys(restoredDir)).toEqual(keys);
    const stat = await fs.stat(path.join(restoredDir, 'credentials/issuer-keys.json'));
    expect(stat.mode & 0o777).toBe(0o600);
    await expect(restoreBackup(backup, restoredDir)).rejects.toThrow(/not empty/);
  });

  it('never overwrites a file, and refuses to restore into a folder that is not empty', async () => {
    const dataDir = await folder();
    const database = await open(dataDir);
    await migrateDatabase(database);
    const backup = path.join(await folder(), 'site.backup');
    await writeBackup(database, dataDir, backup);
    const command = parseAdminCommand(['backup', backup]);
    await expect(runInstallationCommand({ database, dataDir }, command)).rejects.toThrow(AdminCommandError);
    await expect(runInstallationCommand({ database, dataDir }, command)).rejects.toThrow(/exists already/);
    await expect(restoreBackup(backup, dataDir)).rejects.toThrow(/not empty/);
    await expect(restoreBackup(path.join(dataDir, 'none'), await folder())).rejects.toThrow(/no backup/);
  });

  it('refuses a file that is not a backup of this site, or of another version, and restores nothing', async () => {
    const dir = await folder();
    const archive = async (name: string, manifest: object) => {
      const pack = tar.pack();
      pack.entry({ name: 'backup.json' }, JSON.stringify(manifest));
      pack.finalize();
      const chunks: Buffer[] = [];
      for await (const chunk of pack) chunks.push(chunk as Buffer);
      await fs.writeFile(path.join(dir, name), Buffer.concat(chunks));
      return path.join(dir, name);
    };
    const other = await archive('other.tar', { format: 'something-else', version: 1 });
    const future = await archive('future.tar', { format: 'gbf-backup', version: BACKUP_VERSION + 1 });
    const target = await folder();
    await expect(restoreBackup(other, target)).rejects.toThrow(/not a backup of this site/);
    await expect(restoreBackup(future, target)).rejects.toThrow(BackupError);
    await expect(restoreBackup(future, target)).rejects.toThrow(/version 2 backup/);
    expect(await fs.readdir(target)).toEqual([]);
  });
});

describe('credentials rotate-key', () => {
  it('adds a key to the data folder’s key file and names it; refused when the keys come from the environment', async () => {
    expect(parseAdminCommand(['credentials', 'rotate-key'])).toEqual({ name: 'rotate-key' });
    expect(() => parseAdminCommand(['credentials'])).toThrow(AdminCommandError);
    const dataDir = await folder();
    const first = await loadOrCreateIssuerKeys(dataDir);
    const output = await rotateIssuerKeyCommand(dataDir);
    expect(output).toMatch(/^added issuer key key-2 .*next start/);
    expect((await loadOrCreateIssuerKeys(dataDir)).map((key) => key.id)).toEqual(['key-1', 'key-2']);
    expect((await loadOrCreateIssuerKeys(dataDir))[0]).toEqual(first[0]);
    await expect(rotateIssuerKeyCommand(dataDir, JSON.stringify(first))).rejects.toThrow(
      /CREDENTIAL_ISSUER_KEYS/,
    );
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('backup on PostgreSQL', () => {
  it('is refused with the way to back it up instead, and writes nothing', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: await folder() });
    opened.push(database);
    const file = path.join(await folder(), 'never.backup');
    await expect(writeBackup(database, os.tmpdir(), file)).rejects.toThrow(/pg_dump/);
    await expect(fs.access(file)).rejects.toThrow();
  });
});
