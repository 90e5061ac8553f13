/**
 * The stored revocation status list (issue "Certificates that anyone can verify without asking us: Open Badges 3.0
 * credentials"; W3C Bitstring Status List): the one row of `credential_status_list`, made on first use with an
 * all-clear list of 131,072 bits and its signed `BitstringStatusListCredential`.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { credentialStatusList } from '../../db/schema/index';
import type { CredentialIssuer } from './issuer';
import { createStatusList, statusListCredential } from './status-list';

/** The status list's row: the encoded bits and the signed credential of them. */
export interface StoredStatusList {
  encodedList: string;
  credential: Record<string, unknown>;
}

/** The list's length in bits (the spec's minimum, 131,072): a credential's index is below it. */
export const STATUS_LIST_LENGTH = 131_072;

/** The only id of the status list (`${publicUrl}/credentials/status/1`). */
const LIST_ID = 1;

/**
 * The status list's row, locked (`FOR UPDATE`) until the end of the caller's transaction; made first when there is
 * none (an empty list signed with the issuer's current key; a concurrent maker's row wins, and is then read).
 *
 * @throws {Error} when signing fails (issuer keys, contexts) or the database does.
 */
export async function ensureStatusList(tx: Tx, issuer: CredentialIssuer): Promise<StoredStatusList> {
  const read = () =>
    tx
      .select({ encodedList: credentialStatusList.encodedList, credential: credentialStatusList.credential })
      .from(credentialStatusList)
      .where(eq(credentialStatusList.id, LIST_ID))
      .for('update');
  const [existing] = await read();
  if (existing) return existing;
  const encodedList = await createStatusList(STATUS_LIST_LENGTH);
  const credential = await statusListCredential({
    publicUrl: issuer.publicUrl,
    encodedList,
    key: await issuer.currentKey(),
  });
  await tx
    .insert(credentialStatusList)
    .values({ id: LIST_ID, encodedList, credential })
    .onConflictDoNothing();
  const [made] = await read();
  return made!;
}
