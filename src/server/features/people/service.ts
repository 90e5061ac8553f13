/**
 * Staff's People (issue "Staff operations" item 4; training-program.md §7): the roles and the account's state staff
 * change. The list is people-list.ts, a person's page person-detail.ts, the help on a module module-help.ts, the locks
 * account-locks.ts and deleting an account delete-account.ts.
 *
 * - Grant or revoke admin or mentor; disable or enable the account (every session ends at once). There is always at
 *   least one admin whose account is enabled: the change that would leave none is refused, with the admin rows locked
 *   so two changes at once cannot both pass. An admin cannot disable their own account.
 *
 * Every change runs in one transaction with its record in `staff_actions`; doing what is already so records nothing.
 * Throws `AppError` with codes `user_not_found`, `last_admin`, `cannot_disable_self`, `forbidden`.
 */
import { and, eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { staffRequestMessages as m } from '@shared/messages/staff';
import type { PersonDetail } from '@shared/schemas/people';
import type { Db, Tx } from '../../db/client';
import { sessions, userRoles, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordStaffAction, type ActedBy } from '../audit/record';
import { keepAnAdmin, lockAccount, lockAdmins } from './account-locks';
import { getPerson } from './person-detail';

/**
 * Grants (`admin` true) or revokes the admin role, recorded; doing what is already so records nothing. The admin
 * CLI's `grant-admin` uses it too.
 *
 * @returns whether anything changed.
 * @throws {AppError} 404 `user_not_found`; 409 `last_admin` (revoking the last enabled admin); 403 `forbidden`
 *   (revoking, by an admin who no longer is one: {@link lockAdmins}).
 */
export async function setAdminIn(tx: Tx, userId: string, admin: boolean, by: ActedBy): Promise<boolean> {
  if (!admin) await lockAdmins(tx, by);
  const account = await lockAccount(tx, userId);
  const record = () =>
    recordStaffAction(tx, by, {
      kind: admin ? 'admin.granted' : 'admin.revoked',
      subjectUserId: userId,
      subjectEmail: account.email,
    });
  if (admin) {
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, role: 'admin' })
      .onConflictDoNothing()
      .returning({ id: userRoles.id });
    if (inserted.length === 0) return false;
    await record();
    return true;
  }
  await keepAnAdmin(tx, userId);
  const deleted = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .returning({ id: userRoles.id });
  if (deleted.length === 0) return false;
  await record();
  return true;
}

/**
 * `PUT /admin/people/:userId/admin`: grants or revokes the admin role, and the mentor role when `mentor` is given,
 * in one transaction.
 *
 * @throws {AppError} as {@link setAdminIn}.
 */
export async function setAdmin(
  db: Db,
  userId: string,
  admin: boolean,
  by: ActedBy,
  mentor?: boolean,
): Promise<PersonDetail> {
  await db.transaction(async (tx) => {
    await setAdminIn(tx, userId, admin, by);
    if (mentor !== undefined) await setMentorIn(tx, userId, mentor, by);
  });
  return getPerson(db, userId);
}

/**
 * Grants (`mentor` true) or revokes the mentor role (docs/decisions/0022), recorded as `mentor.granted` /
 * `mentor.revoked`; doing what is already so records nothing.
 *
 * @returns whether anything changed.
 * @throws {AppError} 404 `user_not_found`.
 */
async function setMentorIn(tx: Tx, userId: string, mentor: boolean, by: ActedBy): Promise<boolean> {
  const account = await lockAccount(tx, userId);
  const changed = mentor
    ? await tx
        .insert(userRoles)
        .values({ userId, role: 'mentor' })
        .onConflictDoNothing()
        .returning({ id: userRoles.id })
    : await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'mentor')))
        .returning({ id: userRoles.id });
  if (changed.length === 0) return false;
  await recordStaffAction(tx, by, {
    kind: mentor ? 'mentor.granted' : 'mentor.revoked',
    subjectUserId: userId,
    subjectEmail: account.email,
  });
  return true;
}

/**
 * `PUT /admin/people/:userId/mentor`: grants or revokes the mentor role. The role admits no one: the answer's
 * `canSignIn` says whether the person can sign in (through a portal whose allow-list has their email enabled), so
 * staff who grant it to someone on no enabled allow-list are told (docs/decisions/0022).
 *
 * @throws {AppError} as {@link setMentorIn}.
 */
export async function setMentor(db: Db, userId: string, mentor: boolean, by: ActedBy): Promise<PersonDetail> {
  await db.transaction((tx) => setMentorIn(tx, userId, mentor, by));
  return getPerson(db, userId);
}

/**
 * `PUT /admin/people/:userId/disabled`: disables the account (every session ends at once, and it cannot sign in)
 * or enables it again. Doing what is already so records nothing.
 *
 * @throws {AppError} 404 `user_not_found`; 409 `cannot_disable_self`; 409 `last_admin` (disabling the last enabled
 *   admin); 403 `forbidden` (disabling, by an admin who no longer is one: {@link lockAdmins}).
 */
export async function setDisabled(
  db: Db,
  userId: string,
  disabled: boolean,
  by: ActedBy,
): Promise<PersonDetail> {
  await db.transaction(async (tx) => {
    if (disabled && by !== 'command-line' && by.id === userId)
      throw new AppError(API_ERROR_CODES.cannotDisableSelf, m.notYourself);
    if (disabled) await lockAdmins(tx, by);
    const account = await lockAccount(tx, userId);
    if ((account.disabledAt !== null) === disabled) return;
    if (disabled) {
      const [role] = await tx
        .select({ id: userRoles.id })
        .from(userRoles)
        .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')));
      if (role) await keepAnAdmin(tx, userId);
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, userId));
    await recordStaffAction(tx, by, {
      kind: disabled ? 'account.disabled' : 'account.enabled',
      subjectUserId: userId,
      subjectEmail: account.email,
    });
  });
  return getPerson(db, userId);
}
