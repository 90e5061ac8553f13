/**
 * The stored revocation status list (issue "Certificates that anyone can verify without asking us: Open Badges 3.0
 * credentials"; table `credential_status_list`, one row, id 1): its encoded bits and its signed
 * `BitstringStatusListCredential`, made once, all clear, before the first credential names it.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { credentialStatusList } from '../../db/schema/index';
import type { CredentialIssuer } from './issuer';
import { createStatusList, statusListCredential } from './status-list';

/** The list's length in bits (the spec's minimum, 131,072): a credential's index is below it. */
export const STATUS_LIST_LENGTH = 131_072;

/** The one status list's row id. */
const STATUS_LIST_ID = 1;

/**
 * Makes sure the status list row exists: when there is none, writes an all-clear list of
 * {@link STATUS_LIST_LENGTH} bits and its credential signed with the issuer's current key (a row written meanwhile
 * by someone else is kept).
 *
 * @returns the row's encoded list and signed credential.
 * @throws {Error} when the issuer's keys cannot be loaded or signing fails (status-list.ts
 * `statusListCredential`), or the database does.
 */
export async function ensureStatusList(
  tx: Tx,
  issuer: CredentialIssuer,
): Promise<{ encodedList: string; credential: Record<string, unknown> }> {
  const columns = {
    encodedList: credentialStatusList.encodedList,
    credential: credentialStatusList.credential,
  };
  const [existing] = await tx
    .select(columns)
    .from(credentialStatusList)
    .where(eq(credentialStatusList.id, STATUS_LIST_ID));
  if (existing) return existing;
  const encodedList = await createStatusList(STATUS_LIST_LENGTH);
  const credential = await statusListCredential({
    publicUrl: issuer.publicUrl,
    encodedList,
    key: await issuer.currentKey(),
  });
  await tx
    .insert(credentialStatusList)
    .values({ id: STATUS_LIST_ID, encodedList, credential })
    .onConflictDoNothing();
  const [row] = await tx
    .select(columns)
    .from(credentialStatusList)
    .where(eq(credentialStatusList.id, STATUS_LIST_ID));
  return row!;
}
