/**
 * The admin commands of the operational contract (ARCHITECTURE.md: `allow artist|agent <email>`,
 * `disallow artist|agent <email>`, `grant-admin <email>`, `list allowed`), `backup <file>` and
 * `restore <file>` of an embedded installation (admin/backup.ts), and `export <file>` and `import <file>` of an
 * installation of either kind (admin/export-import.ts, issue 21 item 1), and `credentials rotate-key` (a new signing
 * key for the certificates' credentials, features/credentials/issuer-keys.ts). The CLI (scripts/cli.ts) runs them on
 * the database directly, or through the running server's admin socket when the server holds the embedded database.
 * Each change is recorded in the audit log (`staff_actions`) as made by the command line, as staff's are in /admin.
 */
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { safeParse } from 'zod/mini';
import { authEmail } from '@shared/schemas/auth';
import type { AllowList } from '../auth/access';
import type { Database, Db } from '../db/client';
import { approvedAgents, approvedArtists, users } from '../db/schema/index';
import { allowEmail, setEmailEnabled } from '../features/allow-lists/service';
import { rotateIssuerKey } from '../features/credentials/issuer-keys';
import { setAdminIn } from '../features/people/service';
import type { Disk } from '../storage/disk';
import { BackupError, writeBackup } from './backup';
import { ExportError } from './export-format';
import { writeExport } from './export-import';

/** A parsed command that works on the database alone. */
export type DatabaseCommand =
  | { name: 'allow' | 'disallow'; list: AllowList; email: string }
  | { name: 'grant-admin'; email: string }
  | { name: 'list-allowed' };

/**
 * A parsed command: a database command, a backup of the installation to `file`, a restore from `file` into an
 * empty data folder, an export of the installation to `file`, or an import of `file` into an empty installation
 * (restore and import are run by the CLI itself, never by a running server).
 */
export type AdminCommand =
  | DatabaseCommand
  | { name: 'backup'; file: string }
  | { name: 'restore'; file: string }
  | { name: 'export'; file: string }
  | { name: 'import'; file: string }
  | { name: 'rotate-key' };

/** Where an installation command runs: the open database, the data folder and the storage disk. */
export interface Installation {
  database: Database;
  dataDir: string;
  /** The storage disk (storage/disk.ts); `export` needs it. */
  disk?: Disk;
}

/** Thrown for a command that cannot run; its message is the one line the CLI prints. */
export class AdminCommandError extends Error {
  override name = 'AdminCommandError';
}

const ADMIN_USAGE =
  'usage: cli allow artist|agent <email> | disallow artist|agent <email> | grant-admin <email> | list allowed | backup <file> | restore <file> | export <file> | import <file> | credentials rotate-key';

function parseEmail(value: string | undefined): string {
  const parsed = safeParse(authEmail, value ?? '');
  if (!parsed.success) throw new AdminCommandError(`not an email address: ${value ?? '(missing)'}`);
  return parsed.data;
}

function parseList(value: string | undefined): AllowList {
  if (value === 'artist' || value === 'agent') return value;
  throw new AdminCommandError(`expected artist or agent, got ${value ?? '(nothing)'}; ${ADMIN_USAGE}`);
}

/** The one file argument, as an absolute path (a running server writes it: its working folder may differ). */
function parseFile(rest: readonly string[]): string {
  if (rest.length !== 1 || !rest[0]) throw new AdminCommandError(ADMIN_USAGE);
  return path.resolve(rest[0]);
}

/**
 * Parses command-line words into a command.
 *
 * @throws {AdminCommandError} with the usage line for anything else.
 */
export function parseAdminCommand(args: readonly string[]): AdminCommand {
  const [name, ...rest] = args;
  switch (name) {
    case 'allow':
    case 'disallow':
      if (rest.length !== 2) throw new AdminCommandError(ADMIN_USAGE);
      return { name, list: parseList(rest[0]), email: parseEmail(rest[1]) };
    case 'grant-admin':
      if (rest.length !== 1) throw new AdminCommandError(ADMIN_USAGE);
      return { name, email: parseEmail(rest[0]) };
    case 'list':
      if (rest.length !== 1 || rest[0] !== 'allowed') throw new AdminCommandError(ADMIN_USAGE);
      return { name: 'list-allowed' };
    case 'backup':
    case 'restore':
    case 'export':
    case 'import':
      return { name, file: parseFile(rest) };
    case 'credentials':
      if (rest.length !== 1 || rest[0] !== 'rotate-key') throw new AdminCommandError(ADMIN_USAGE);
      return { name: 'rotate-key' };
    default:
      throw new AdminCommandError(ADMIN_USAGE);
  }
}

const tables = { artist: approvedArtists, agent: approvedAgents } as const;

/**
 * `credentials rotate-key`: adds a new signing key to `<dataDir>/credentials/issuer-keys.json` (made first when
 * missing) and makes it the one new credentials are signed with; the earlier keys stay in the DID document, so what
 * they signed still verifies. A running server reads the keys once: it signs with the new key from its next start.
 *
 * @param keysFromEnv - `CREDENTIAL_ISSUER_KEYS`: when set, the keys are the environment's and the file is not used.
 * @returns the text to print, naming the new key.
 * @throws {AdminCommandError} when the keys come from the environment.
 */
export async function rotateIssuerKeyCommand(dataDir: string, keysFromEnv?: string): Promise<string> {
  if (keysFromEnv)
    throw new AdminCommandError(
      'the issuer keys come from CREDENTIAL_ISSUER_KEYS: add the new key there (or unset it to use the key file)',
    );
  const keys = await rotateIssuerKey(dataDir);
  const key = keys.at(-1)!;
  return `added issuer key ${key.id} (${keys.length} keys in all; credentials signed before still verify); a running server signs with it from its next start`;
}

/**
 * Runs a command of a running or stopped installation: a backup, an export, or a database command.
 *
 * @returns the text to print.
 * @throws {AdminCommandError} when it cannot be done, `restore` and `import` included (the CLI runs them on a
 *   stopped one).
 */
export async function runInstallationCommand(
  installation: Installation,
  command: AdminCommand,
): Promise<string> {
  if (command.name === 'restore' || command.name === 'import')
    throw new AdminCommandError(`${command.name} runs only while the server is stopped`);
  if (command.name === 'rotate-key') return rotateIssuerKeyCommand(installation.dataDir);
  if (command.name === 'export') {
    if (!installation.disk) throw new Error('export needs the storage disk');
    try {
      const manifest = await writeExport(
        { database: installation.database, disk: installation.disk, dataDir: installation.dataDir },
        command.file,
      );
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      return `exported ${rows} rows of ${manifest.tables.length} tables and ${manifest.files.count} stored files to ${command.file}`;
    } catch (error) {
      if (error instanceof ExportError) throw new AdminCommandError(error.message);
      throw error;
    }
  }
  if (command.name !== 'backup') return runAdminCommand(installation.database.db, command);
  try {
    const manifest = await writeBackup(installation.database, installation.dataDir, command.file);
    return `backed up the database and ${manifest.storedFiles} stored files to ${command.file}`;
  } catch (error) {
    if (error instanceof BackupError) throw new AdminCommandError(error.message);
    throw error;
  }
}

/**
 * Runs a database command.
 *
 * @returns the text to print (one line, or one line per entry for `list allowed`).
 * @throws {AdminCommandError} when it cannot be done (e.g. disallowing an email that is not on the list).
 */
export async function runAdminCommand(db: Db, command: DatabaseCommand): Promise<string> {
  switch (command.name) {
    case 'allow': {
      await db.transaction((tx) => allowEmail(tx, command.list, command.email, 'command-line'));
      return `allowed ${command.list} ${command.email}`;
    }
    case 'disallow': {
      const outcome = await db.transaction((tx) =>
        setEmailEnabled(tx, command.list, command.email, false, 'command-line'),
      );
      if (outcome === null)
        throw new AdminCommandError(`${command.email} is not on the ${command.list} list`);
      return `disallowed ${command.list} ${command.email}`;
    }
    case 'grant-admin': {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, command.email))
        .limit(1);
      if (!user) throw new AdminCommandError(`no account with the email ${command.email}; sign up first`);
      await db.transaction((tx) => setAdminIn(tx, user.id, true, 'command-line'));
      return `granted admin to ${command.email}`;
    }
    case 'list-allowed': {
      const lines: string[] = [];
      for (const list of ['artist', 'agent'] as const) {
        const table = tables[list];
        const rows = await db
          .select({ email: table.email, isEnabled: table.isEnabled })
          .from(table)
          .orderBy(asc(table.email));
        for (const row of rows)
          lines.push(`${list}\t${row.email}\t${row.isEnabled ? 'enabled' : 'disabled'}`);
      }
      return lines.length > 0 ? lines.join('\n') : 'no allowed emails';
    }
  }
}
