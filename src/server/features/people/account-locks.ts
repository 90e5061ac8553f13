/**
 * The locks staff changes to an account take (docs/decisions/0018): the account's row, and every admin row first for
 * a change that could leave no enabled admin (revoking the role, disabling or deleting an account), so two such
 * changes run one after the other and never wait on each other in a circle.
 *
 * Throws `AppError` with codes `user_not_found`, `forbidden`, `last_admin`.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { staffRequestMessages as m } from '@shared/messages/staff';
import type { Tx } from '../../db/client';
import { userRoles, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { ActedBy } from '../audit/record';

/** The account's id and email, locked for the change. @throws {AppError} 404 `user_not_found`. */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new AppError(API_ERROR_CODES.userNotFound, m.userNotFound);
  return row;
}

/**
 * The lock every change that could leave no admin takes first (docs/decisions/0018): every admin row, ordered by id,
 * `FOR UPDATE` in one statement, before any account is locked. Revoking the role, disabling an account and deleting
 * one all take it, so two of them run one after the other and never wait on each other in a circle. Then the acting
 * admin must still be an admin with an enabled account (the one that ran first may have revoked, disabled or
 * deleted them); their admin row stays locked, so they stay so until the change commits.
 *
 * @throws {AppError} 403 `forbidden` when the acting admin no longer is one (role revoked, account disabled or
 *   deleted while the request ran); the command line is never refused.
 */
export async function lockAdmins(tx: Tx, by: ActedBy): Promise<void> {
  const admins = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .orderBy(userRoles.id)
    .for('update');
  if (by === 'command-line') return;
  const [actor] = admins.some((row) => row.userId === by.id)
    ? await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, by.id), isNull(users.disabledAt)))
    : [];
  if (!actor) throw new AppError(API_ERROR_CODES.forbidden, m.noLongerAdmin);
}

/**
 * Refuses a change that would leave no enabled admin: counts the enabled admins other than `userId` (with the admin
 * rows locked by {@link lockAdmins}).
 *
 * @throws {AppError} 409 `last_admin`.
 */
export async function keepAnAdmin(tx: Tx, userId: string): Promise<void> {
  const [other] = await tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.role, 'admin'), ne(userRoles.userId, userId), isNull(users.disabledAt)))
    .limit(1);
  if (!other) throw new AppError(API_ERROR_CODES.lastAdmin, m.lastAdmin);
}
