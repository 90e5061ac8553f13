/**
 * The admin CLI (ARCHITECTURE.md "Operational contract"):
 *
 *   npm run cli -- allow artist|agent <email>
 *   npm run cli -- disallow artist|agent <email>
 *   npm run cli -- grant-admin <email>
 *   npm run cli -- list allowed
 *   npm run cli -- backup <file>      (embedded database: while the server runs or not)
 *   npm run cli -- restore <file>     (into an empty data folder, the server stopped)
 *
 * Works on the same database as the server (`DATABASE_URL`, else the embedded one in `DATA_DIR`). When a running
 * server holds the embedded database, the command goes through its admin socket. Exit code 0 on success; 1 with a
 * one-line reason otherwise.
 */
import { sendAdminCommand } from '../src/server/admin/admin-socket';
import { BackupError, restoreBackup } from '../src/server/admin/backup';
import { AdminCommandError, parseAdminCommand, runInstallationCommand } from '../src/server/admin/commands';
import { DataDirLockedError, migrateDatabase, openDatabase } from '../src/server/db/client';
import { prepareDataFolder } from '../src/server/data-folder';
import { EnvError, loadEnv } from '../src/server/env';

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
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server is running on the embedded database: ask it (paths made absolute for it).
    const sent = command.name === 'backup' ? ['backup', command.file] : args;
    const answer = await sendAdminCommand(env.DATA_DIR, sent).catch(() =>
      fail(`${error.message} (and its admin socket did not answer)`),
    );
    if (!answer.ok) fail(answer.error);
    console.log(answer.output);
    return;
  }
  try {
    await migrateDatabase(database);
    console.log(await runInstallationCommand({ database, dataDir: env.DATA_DIR }, command));
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
