/**
 * The label's signing keys for its credentials (issue "Certificates that anyone can verify without asking us: Open
 * Badges 3.0 credentials"): Ed25519 keys made and exported by `@digitalbazaar/ed25519-multikey` (never hand-made
 * crypto), kept in `<dataDir>/credentials/issuer-keys.json` (mode 0600) or given whole in an environment value.
 *
 * The last key of the list is the current one, the one new credentials are signed with. Rotation adds a key and
 * keeps the earlier ones: their public keys stay in the DID document (did-document.ts), so credentials signed with
 * them still verify.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { ExportedMultikey } from '@digitalbazaar/ed25519-multikey';

/**
 * One signing key of the issuer.
 *
 * - `id`: the key's fragment in the issuer's DID document, `key-<n>` (n from 1): the verification method id is
 *   `<issuer DID>#key-<n>` (did-document.ts `verificationMethodId`), so the key survives a change of `PUBLIC_URL`.
 * - `createdAt`: ISO date-time the key was made.
 * - `multikey`: the exported Multikey with its context, public and secret key (multibase).
 */
export interface IssuerKey {
  id: string;
  createdAt: string;
  multikey: ExportedMultikey;
}

/** The file's shape: the keys, oldest first; the last is the current one. */
interface IssuerKeyFile {
  keys: IssuerKey[];
}

/** The key file of a data directory. */
function keyFile(dataDir: string): string {
  return path.join(dataDir, 'credentials', 'issuer-keys.json');
}

async function newKey(n: number, now: Date): Promise<IssuerKey> {
  const pair = await Ed25519Multikey.generate();
  const multikey = await pair.export({ publicKey: true, secretKey: true, includeContext: true });
  return { id: `key-${n}`, createdAt: now.toISOString(), multikey };
}

/** Checks a parsed key list; `from` proves each key is a usable Ed25519 Multikey. */
async function checkKeys(value: unknown, source: string): Promise<IssuerKey[]> {
  const keys = Array.isArray(value) ? value : (value as Partial<IssuerKeyFile> | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) throw new Error(`${source}: no issuer keys`);
  const ids = new Set<string>();
  for (const key of keys as Partial<IssuerKey>[]) {
    if (typeof key?.id !== 'string' || !/^[A-Za-z0-9_-]+$/.test(key.id) || ids.has(key.id)) {
      throw new Error(`${source}: a key without a unique id fragment`);
    }
    ids.add(key.id);
    if (typeof key.createdAt !== 'string' || Number.isNaN(Date.parse(key.createdAt))) {
      throw new Error(`${source}: key ${key.id} has no createdAt date`);
    }
    if (!key.multikey?.publicKeyMultibase || !key.multikey.secretKeyMultibase) {
      throw new Error(`${source}: key ${key.id} is not an exported Multikey with its secret key`);
    }
    await Ed25519Multikey.from(key.multikey);
  }
  return keys as IssuerKey[];
}

/** Writes the key file readable by its owner only (0600), whole or not at all (a temporary file renamed). */
async function writeKeys(dataDir: string, keys: IssuerKey[]): Promise<void> {
  const file = keyFile(dataDir);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temporary, `${JSON.stringify({ keys } satisfies IssuerKeyFile, null, 2)}\n`, {
    mode: 0o600,
    flag: 'wx',
  });
  await fs.chmod(temporary, 0o600);
  await fs.rename(temporary, file);
}

async function readKeys(dataDir: string): Promise<IssuerKey[] | undefined> {
  const file = keyFile(dataDir);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return checkKeys(JSON.parse(text), file);
}

/**
 * The issuer's keys, oldest first (the last is the current one).
 *
 * With `env` (an environment value holding the JSON of the key list, either `{ "keys": [...] }` as in the file or
 * the bare array), those keys are used and nothing is written. Otherwise `<dataDir>/credentials/issuer-keys.json`
 * is read, or made (mode 0600) with one new Ed25519 key `key-1`.
 *
 * @throws {Error} when `env` or the file is not valid JSON of a non-empty key list with unique id fragments,
 * creation dates and exported Ed25519 Multikeys with their secret keys; or when the file cannot be read or written.
 */
export async function loadOrCreateIssuerKeys(dataDir: string, env?: string): Promise<IssuerKey[]> {
  if (env !== undefined && env.trim() !== '')
    return checkKeys(JSON.parse(env), 'issuer keys environment value');
  const existing = await readKeys(dataDir);
  if (existing) return existing;
  const keys = [await newKey(1, new Date())];
  await writeKeys(dataDir, keys);
  return keys;
}

/**
 * Adds a new Ed25519 key to `<dataDir>/credentials/issuer-keys.json` and makes it the current one (the last); the
 * earlier keys are kept so that credentials signed with them still verify. Makes the file first when there is none.
 * The new key's fragment is `key-<n>` with n one more than the highest so far.
 *
 * @returns the keys after rotation, oldest first.
 * @throws {Error} as {@link loadOrCreateIssuerKeys} does for the file.
 */
export async function rotateIssuerKey(dataDir: string, now: Date = new Date()): Promise<IssuerKey[]> {
  const keys = await loadOrCreateIssuerKeys(dataDir);
  const highest = Math.max(0, ...keys.map((key) => Number(/^key-(\d+)$/.exec(key.id)?.[1] ?? 0)));
  const rotated = [...keys, await newKey(highest + 1, now)];
  await writeKeys(dataDir, rotated);
  return rotated;
}

/**
 * The current key: the one new credentials are signed with (the last of the list).
 *
 * @throws {Error} when the list is empty.
 */
export function currentIssuerKey(keys: readonly IssuerKey[]): IssuerKey {
  const key = keys.at(-1);
  if (!key) throw new Error('no issuer keys');
  return key;
}
