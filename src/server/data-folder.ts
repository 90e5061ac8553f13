/**
 * The data folder (`DATA_DIR`: embedded database, outbox with its emailed links, stored files) holds secrets, so
 * only the server's own user may read it (issue "Hardening" item 8): the folder is made `0700`, and the process
 * creates every file `0600` and every folder `0700` (umask `077`).
 */
import fs from 'node:fs/promises';

/** Permission bits of the data folder. */
const DATA_FOLDER_MODE = 0o700;

/**
 * Creates the data folder when missing, restricts it to the current user and sets the process umask.
 *
 * @param dataDir - the folder; nothing is done for the in-memory database (`memory://`).
 * @throws the file system's error when the folder cannot be created or changed.
 */
export async function prepareDataFolder(dataDir: string): Promise<void> {
  process.umask(0o077);
  if (dataDir === 'memory://') return;
  await fs.mkdir(dataDir, { recursive: true, mode: DATA_FOLDER_MODE });
  await fs.chmod(dataDir, DATA_FOLDER_MODE);
}
