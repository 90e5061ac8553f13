/**
 * The caller's own account, held while a write names it (issue 33 item 4; docs/decisions/0022, 0023): staff may
 * delete an account while one of its requests runs (an upload being received, say). A write that makes a row of the
 * caller's (a track, a press kit) first takes their `users` row `FOR KEY SHARE` in its transaction, so either it
 * commits first and the deletion, which locks that row `FOR UPDATE`, waits and then takes the new row along with the
 * rest; or the deletion committed first and the write finds no account and answers 404, never a foreign-key error.
 */
import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { ACCOUNT_GONE_MESSAGE } from '@shared/messages/api';
import type { Tx } from '../db/client';
import { users } from '../db/schema/index';
import { AppError } from '../errors';

/**
 * Holds the account `userId` (`FOR KEY SHARE`) for the rest of the caller's transaction: it cannot be deleted until
 * the transaction ends. A key share blocks only a deletion (or a change of the id), never the account's other
 * writes.
 *
 * @throws {AppError} 404 `user_not_found` ("Your account no longer exists.") when the account was deleted.
 */
export async function holdOwnAccount(tx: Tx, userId: string): Promise<void> {
  const [held] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  if (!held) throw new AppError(API_ERROR_CODES.userNotFound, ACCOUNT_GONE_MESSAGE);
}
