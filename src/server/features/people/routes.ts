/**
 * `/admin/people`: every account, a person's page and the help staff give (issue "Staff operations" item 4;
 * training-program.md §7 "select all profiles by created_at descending (admin)"), admins only (401 without a
 * session, 403 for anyone else).
 *
 * | route | answer |
 * |---|---|
 * | GET /admin/people?q=&filter=&cursor=&limit= | `{ people, nextCursor }`, newest accounts first |
 * | GET /admin/people/:userId | `{ person, canSignIn, modules, history }`: `canSignIn` as sign-in decides it |
 * | POST /admin/people/:userId/modules/:moduleId/quiz-reset | `{ person, modules, history }`: a fresh round now |
 * | POST /admin/people/:userId/modules/:moduleId/unlock | `{ person, modules, history }`: the module is open |
 * | GET /admin/people/:userId/modules/:moduleId/worksheet-upload | the learner's filled worksheet, with HTTP Range |
 * | PUT /admin/people/:userId/admin `{ admin, mentor? }` | `{ person, modules, history }`; 409 `last_admin` |
 * | PUT /admin/people/:userId/disabled `{ disabled }` | `{ person, modules, history }`; 409 `last_admin`, `cannot_disable_self` |
 * | PUT /admin/people/:userId/mentor `{ mentor }` | `{ person, modules, history }` |
 * | DELETE /admin/people/:userId | `{ userId, email, removed }` (counts); 409 `cannot_delete_self` |
 */
import { ADMIN_BODY_MAX_BYTES } from '@shared/limits/admin';
import {
  peopleQuerySchema,
  personAdminBodySchema,
  personDisabledBodySchema,
  personModuleParamsSchema,
  personParamsSchema,
  type PeopleQuery,
  type PersonAdminBody,
  type PersonDisabledBody,
  type PersonModuleParams,
  type PersonParams,
} from '@shared/schemas/people';
import { TRACK_BODY_MAX_BYTES } from '@shared/limits/tracks';
import { personMentorBodySchema, type PersonMentorBody } from '@shared/schemas/tracks';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { jsonBody } from '../../http/json-body';
import { validParams } from '../../http/params';
import { validQuery } from '../../http/query';
import { fileRequest } from '../../http/send-file';
import { actorOf } from '../audit/record';
import { sendUploadedWorksheet } from '../course/files';
import {
  getPerson,
  listPeople,
  personWorksheetUpload,
  resetQuizRound,
  setAdmin,
  setDisabled,
  setMentor,
  unlockModule,
} from './service';
import { deleteAccount } from './delete-account';

/** `/admin/people` (admins only). */
export function peopleRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;
  const personParams = validParams(personParamsSchema);
  const moduleParams = validParams(personModuleParamsSchema);

  app.get('/', validQuery(peopleQuerySchema), async (c) =>
    c.json(await listPeople(db, c.get('query') as PeopleQuery)),
  );

  app.get('/:userId', personParams, async (c) => {
    const { userId } = c.get('params') as PersonParams;
    return c.json(await getPerson(db, userId));
  });

  app.post('/:userId/modules/:moduleId/quiz-reset', moduleParams, async (c) => {
    const { userId, moduleId } = c.get('params') as PersonModuleParams;
    return c.json(await resetQuizRound(db, userId, moduleId, actorOf(c)));
  });

  app.post('/:userId/modules/:moduleId/unlock', moduleParams, async (c) => {
    const { userId, moduleId } = c.get('params') as PersonModuleParams;
    return c.json(await unlockModule(db, userId, moduleId, actorOf(c)));
  });

  app.get('/:userId/modules/:moduleId/worksheet-upload', moduleParams, async (c) => {
    const { userId, moduleId } = c.get('params') as PersonModuleParams;
    const upload = await personWorksheetUpload(db, userId, moduleId);
    return sendUploadedWorksheet(deps, upload, fileRequest(c.req));
  });

  app.put(
    '/:userId/admin',
    personParams,
    ...jsonBody(personAdminBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { userId } = c.get('params') as PersonParams;
      const { admin, mentor } = c.get('body') as PersonAdminBody;
      return c.json(await setAdmin(db, userId, admin, actorOf(c), mentor));
    },
  );

  app.put(
    '/:userId/disabled',
    personParams,
    ...jsonBody(personDisabledBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { userId } = c.get('params') as PersonParams;
      const { disabled } = c.get('body') as PersonDisabledBody;
      return c.json(await setDisabled(db, userId, disabled, actorOf(c)));
    },
  );

  app.put(
    '/:userId/mentor',
    personParams,
    ...jsonBody(personMentorBodySchema, TRACK_BODY_MAX_BYTES),
    async (c) => {
      const { userId } = c.get('params') as PersonParams;
      const { mentor } = c.get('body') as PersonMentorBody;
      return c.json(await setMentor(db, userId, mentor, actorOf(c)));
    },
  );

  app.delete('/:userId', personParams, async (c) => {
    const { userId } = c.get('params') as PersonParams;
    return c.json(await deleteAccount(deps, userId, actorOf(c)));
  });

  return app;
}
