/**
 * What the `/learning` route files share (routes.ts mounts them on one guarded sub-app): the sub-app's type, the
 * errors every module route may answer, and the caller's id and learner record revision as the session read them.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import type { guardedApp } from '../../auth/require-access';

/** The `/learning` sub-app (approved artists only), as `guardedApp(deps, 'artist')` makes it. */
export type LearningApp = ReturnType<typeof guardedApp>;

/** What every module route may answer when the caller may not open the module (access.ts `moduleAccess`). */
export const MODULE_ACCESS_ERRORS = [
  API_ERROR_CODES.moduleNotFound,
  API_ERROR_CODES.notEnrolled,
  API_ERROR_CODES.moduleLocked,
] as const;

/** The caller's user id. */
export const userId = (c: { get: (key: 'user') => { id: string } }) => c.get('user').id;

/** The learner record's revision the session read: a page's read can use the record kept at it. */
export const revision = (c: { get: (key: 'user') => { learnerRevision: number } }) =>
  c.get('user').learnerRevision;
