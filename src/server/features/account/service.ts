/**
 * The account's own details and password (issue "One course, one record per learner, and completion that means
 * something" item 6; training-program.md §3 profiles; docs/decisions/0015): the name certificates print (the
 * profile's `name`, kept in step with the account's `users.name`, which the session answers), the stage name (the
 * profile's), the organisation (the account's `users.organisation`, which agent sign-up sets too; issue 38 item 1),
 * the sign-in email (read-only), and a password change through better-auth.
 *
 * The profile row is made on first use, from the account and its artist record (name from the account, else the
 * artist record; stage name from the artist record), by {@link ensureProfile}, which the members program's first
 * visit uses too, so whichever page comes first, the row is the same.
 *
 * Throws `AppError` with codes `unauthorized` (the account is gone), `validation_failed` (a wrong current password,
 * on the `currentPassword` field), and the codes of auth/auth-errors.ts for other refusals of the library.
 */
import { eq } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { apiRequestMessages as am } from '@shared/messages/api';
import { accountFieldMessages as fm } from '@shared/messages/account';
import type { Account, AccountPatch, PasswordChangeInput } from '@shared/schemas/account';
import type { Db, Tx } from '../../db/client';
import { artists, profiles, users } from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { authErrorCode, rethrowAuthError } from '../../auth/auth-errors';

/** A transaction or the database: the functions below run on either. */

/** The account's details, read from its profile row; undefined when there is no row yet. */
async function readAccount(db: Tx, userId: string): Promise<Account | undefined> {
  const [row] = await db
    .select({
      name: profiles.name,
      stageName: profiles.stageName,
      email: profiles.email,
      organisation: users.organisation,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row;
}

/**
 * Makes the profile row of `userId` when it is missing (see the file comment); does nothing when it exists. The
 * members program's dashboard makes it here too.
 *
 * @throws {AppError} 401 `unauthorized` when the account itself is gone.
 */
export async function ensureProfile(db: Tx, userId: string): Promise<void> {
  const [account] = await db
    .select({
      name: users.name,
      email: users.email,
      artistName: artists.name,
      stageName: artists.stageName,
    })
    .from(users)
    .leftJoin(artists, eq(artists.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) throw new AppError(API_ERROR_CODES.unauthorized, am.signIn);
  await db
    .insert(profiles)
    .values({
      userId,
      name: account.name.trim() || account.artistName?.trim() || null,
      stageName: account.stageName?.trim() || null,
      email: account.email,
    })
    .onConflictDoNothing();
}

/**
 * `GET /api/account`: the caller's name (as certificates print it), stage name and email; the profile row is made
 * first when it is missing.
 *
 * @throws {AppError} 401 `unauthorized` when the account is gone.
 */
export async function getAccount(db: Db, userId: string): Promise<Account> {
  const existing = await readAccount(db, userId);
  if (existing) return existing;
  await ensureProfile(db, userId);
  const made = await readAccount(db, userId);
  if (!made) throw new AppError(API_ERROR_CODES.unauthorized, am.signIn);
  return made;
}

/**
 * `PATCH /api/account`: changes the fields given (already cleaned by `accountPatchSchema`), in one transaction: the
 * profile's name and stage name, `users.name` with the name, so the session and the certificates agree, and
 * `users.organisation` (null clears it). A field
 * left out stays as it is; an empty patch changes nothing.
 *
 * @returns the account as saved.
 * @throws {AppError} 401 `unauthorized` when the account is gone.
 */
export async function updateAccount(db: Db, userId: string, patch: AccountPatch): Promise<Account> {
  return db.transaction(async (tx) => {
    await ensureProfile(tx, userId);
    const changes: Partial<Pick<typeof profiles.$inferInsert, 'name' | 'stageName'>> = {};
    if (patch.name !== undefined) changes.name = patch.name;
    if (patch.stageName !== undefined) changes.stageName = patch.stageName;
    if (Object.keys(changes).length > 0)
      await tx.update(profiles).set(changes).where(eq(profiles.userId, userId));
    const accountChanges: Partial<Pick<typeof users.$inferInsert, 'name' | 'organisation'>> = {};
    if (patch.name !== undefined) accountChanges.name = patch.name;
    if (patch.organisation !== undefined) accountChanges.organisation = patch.organisation;
    if (Object.keys(accountChanges).length > 0)
      await tx
        .update(users)
        .set({ ...accountChanges, updatedAt: new Date() })
        .where(eq(users.id, userId));
    const saved = await readAccount(tx, userId);
    if (!saved) throw new AppError(API_ERROR_CODES.unauthorized, am.signIn);
    return saved;
  });
}

/**
 * `POST /api/account/password`: checks the current password and sets the new one (better-auth's `changePassword`,
 * which hashes it as sign-up does). Every other session of the account ends; this one is replaced by a new session,
 * whose cookie comes back to be set.
 *
 * @param headers - the request's cookie (the session to act for), user agent and client IP.
 * @returns the `Set-Cookie` values of the new session.
 * @throws {AppError} 400 `validation_failed` with `fields.currentPassword` when the current password is wrong;
 *   401 `unauthorized` without a session; other better-auth refusals as auth/auth-errors.ts maps them.
 */
export async function changePassword(
  deps: AppDeps,
  input: PasswordChangeInput,
  headers: Headers,
): Promise<{ setCookies: string[] }> {
  try {
    const { headers: answerHeaders } = await deps.auth.api.changePassword({
      body: {
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        revokeOtherSessions: true,
      },
      headers,
      returnHeaders: true,
    });
    return { setCookies: answerHeaders.getSetCookie() };
  } catch (error) {
    if (authErrorCode(error) === 'INVALID_PASSWORD')
      throw new AppError(API_ERROR_CODES.validationFailed, fm.wrongCurrentPassword, {
        currentPassword: fm.wrongCurrentPassword,
      });
    if (authErrorCode(error) === 'UNAUTHORIZED') throw new AppError(API_ERROR_CODES.unauthorized, am.signIn);
    rethrowAuthError(error);
  }
}
