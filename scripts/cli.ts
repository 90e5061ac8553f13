/**
 * The admin CLI (ARCHITECTURE.md "Operational contract"):
 *
 *   npm run cli -- allow artist|agent <email>
 *   npm run cli -- disallow artist|agent <email>
 *   npm run cli -- grant-admin <email>
 *   npm run cli -- list allowed
 *   npm run cli -- backup <file>      (embedded database: while the server runs or not)
 *   npm run cli -- restore <file>     (into an empty data folder, the server stopped)
 *   npm run cli -- export <file>      (every table and stored file, either database: while the server runs or not)
 *   npm run cli -- import <file>      (into an empty database and storage of either kind, no server on them)
 *   npm run cli -- credentials rotate-key  (a new signing key for the certificates' credentials; a running server
 *                                            uses it from its next start)
 *
 * Works on the same database as the server (`DATABASE_URL`, else the embedded one in `DATA_DIR`). When a running
 * server holds the embedded database, the command goes through its admin socket. Exit code 0 on success; 1 with a
 * one-line reason otherwise.
 */
import { sendAdminCommand } from '../src/server/admin/admin-socket';
import { BackupError, restoreBackup } from '../src/server/admin/backup';
import { ExportError, readExportManifest } from '../src/server/admin/export-format';
import { importExport } from '../src/server/admin/export-import';
import {
  AdminCommandError,
  parseAdminCommand,
  rotateIssuerKeyCommand,
  runInstallationCommand,
} from '../src/server/admin/commands';
import { DataDirLockedError, migrateDatabase, openDatabase } from '../src/server/db/client';
import { prepareDataFolder } from '../src/server/data-folder';
import { EnvError, loadEnv } from '../src/server/env';
import { createDisk } from '../src/server/storage/disk';

function fail(reason: string): never {
  console.error(reason.split('\n')[0]);
  process.exit(1);
}

async function main(args: string[]) {
  let command;
  try {
    command = parseAdminCommand(args);
  } catch (error) {
    fail((error as Error).message);
  }
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(`Invalid configuration: ${error.message}`);
    throw error;
  }

  await prepareDataFolder(env.DATA_DIR);
  if (command.name === 'rotate-key') {
    // The key file only: no database, whether a server runs or not.
    try {
      console.log(await rotateIssuerKeyCommand(env.DATA_DIR, env.CREDENTIAL_ISSUER_KEYS));
    } catch (error) {
      if (error instanceof AdminCommandError) fail(error.message);
      throw error;
    }
    return;
  }
  if (command.name === 'restore') {
    if (env.DATABASE_URL)
      fail('restore is for the embedded database; on PostgreSQL use pg_restore (docs/operations.md)');
    try {
      const manifest = await restoreBackup(command.file, env.DATA_DIR);
      console.log(
        `restored the backup of ${manifest.createdAt} (${manifest.storedFiles} stored files) into ${env.DATA_DIR}`,
      );
    } catch (error) {
      if (error instanceof BackupError || error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
    return;
  }
  if (command.name === 'import') {
    let target;
    try {
      // The archive is checked before the target is opened: a wrong file leaves no trace.
      await readExportManifest(command.file);
      target = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    } catch (error) {
      if (error instanceof ExportError) fail(error.message);
      if (error instanceof DataDirLockedError) fail(`${error.message} Import runs with the server stopped.`);
      throw error;
    }
    try {
      const manifest = await importExport(command.file, {
        database: target,
        disk: createDisk(env),
        dataDir: env.DATA_DIR,
      });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `imported ${rows} rows of ${manifest.tables.length} tables and ${manifest.files.count} stored files, exported ${manifest.createdAt}`,
      );
    } catch (error) {
      if (error instanceof ExportError) {
        await target.close();
        fail(error.message);
      }
      throw error;
    } finally {
      await target.close();
    }
    return;
  }
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server is running on the embedded database: ask it (paths made absolute for it).
    const sent = command.name === 'backup' || command.name === 'export' ? [command.name, command.file] : args;
    const answer = await sendAdminCommand(env.DATA_DIR, sent).catch(() =>
      fail(`${error.message} (and its admin socket did not answer)`),
    );
    if (!answer.ok) fail(answer.error);
    console.log(answer.output);
    return;
  }
  try {
    await migrateDatabase(database);
    console.log(
      await runInstallationCommand({ database, dataDir: env.DATA_DIR, disk: createDisk(env) }, command),
    );
  } catch (error) {
    if (error instanceof AdminCommandError) {
      await database.close();
      fail(error.message);
    }
    throw error;
  } finally {
    await database.close();
  }
}

await main(process.argv.slice(2)).catch((error: unknown) => fail(`cli failed: ${(error as Error).message}`));
