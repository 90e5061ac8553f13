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
 * | POST /admin/people/:userId/certificates/:certificateId/revoke `{ reason }` | `{ person, …, certificate }`; 409 `already_revoked` |
 * | DELETE /admin/people/:userId | `{ userId, email, removed }` (counts); 409 `cannot_delete_self` |
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { ADMIN_BODY_MAX_BYTES } from '@shared/limits/admin';
import { TRACK_BODY_MAX_BYTES } from '@shared/limits/tracks';
import {
  peoplePageSchema,
  peopleQuerySchema,
  personAdminBodySchema,
  personDetailSchema,
  personDisabledBodySchema,
  personModuleParamsSchema,
  personParamsSchema,
} from '@shared/schemas/people';
import { personCertificateParamsSchema, revokeCertificateBodySchema } from '@shared/schemas/credentials';
import { accountDeletionSchema, personMentorBodySchema } from '@shared/schemas/tracks';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validJson, validParams, validQuery } from '../../http/contract';
import { fileRequest, sendStoredFile } from '../../http/send-file';
import { actorOf } from '../audit/record';
import { uploadedWorksheetSendOptions } from '../course/files';
import { revokeCredential } from '../credentials/service';
import { deleteAccount } from './delete-account';
import { resetQuizRound, unlockModule, personWorksheetUpload } from './module-help';
import { getPerson } from './person-detail';
import { listPeople } from './people-list';
import { setAdmin, setDisabled, setMentor } from './service';
import { FILE_ERRORS, fileAnswers } from '../../http/file-contract';

/** What every help action answers: the person's page, after the change. */
const PERSON_PAGE = { description: 'The person’s page after the change.', schema: personDetailSchema };

/** `/admin/people` (admins only). */
export function peopleRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'admin');
  const { db } = deps.database;

  app.get(
    '/',
    operation({
      operationId: 'listPeople',
      summary:
        'Lists every account, newest first, filtered and searched by name, stage name or email (training-program.md §7).',
      tag: 'people',
      answers: { 200: { description: 'A page of accounts.', schema: peoplePageSchema } },
    }),
    ...validQuery(peopleQuerySchema),
    async (c) => c.json(await listPeople(db, c.req.valid('query'))),
  );

  app.get(
    '/:userId',
    operation({
      operationId: 'getPerson',
      summary:
        'A person’s page: the account, whether it can sign in, its modules in course order and the staff actions on it.',
      tag: 'people',
      answers: { 200: { description: 'The person’s page.', schema: personDetailSchema } },
      errors: [API_ERROR_CODES.userNotFound],
    }),
    ...validParams(personParamsSchema),
    async (c) => c.json(await getPerson(db, c.req.valid('param').userId)),
  );

  app.post(
    '/:userId/modules/:moduleId/quiz-reset',
    operation({
      operationId: 'resetPersonQuizRound',
      summary: 'Gives the learner a fresh round of the module’s quiz, now (recorded as a staff action).',
      tag: 'people',
      answers: { 200: PERSON_PAGE },
      errors: [
        API_ERROR_CODES.userNotFound,
        API_ERROR_CODES.moduleNotFound,
        API_ERROR_CODES.notEnrolled,
        API_ERROR_CODES.noQuiz,
      ],
    }),
    ...validParams(personModuleParamsSchema),
    async (c) => {
      const { userId, moduleId } = c.req.valid('param');
      return c.json(await resetQuizRound(db, userId, moduleId, actorOf(c)));
    },
  );

  app.post(
    '/:userId/modules/:moduleId/unlock',
    operation({
      operationId: 'unlockPersonModule',
      summary:
        'Opens the module for the learner now, whatever the unlocking rule says (recorded as a staff action).',
      tag: 'people',
      answers: { 200: PERSON_PAGE },
      errors: [API_ERROR_CODES.userNotFound, API_ERROR_CODES.moduleNotFound, API_ERROR_CODES.notEnrolled],
    }),
    ...validParams(personModuleParamsSchema),
    async (c) => {
      const { userId, moduleId } = c.req.valid('param');
      return c.json(await unlockModule(db, userId, moduleId, actorOf(c)));
    },
  );

  app.get(
    '/:userId/modules/:moduleId/worksheet-upload',
    operation({
      operationId: 'getPersonWorksheetUpload',
      summary: 'Downloads the worksheet the learner filled in and uploaded for the module, with HTTP Range.',
      tag: 'people',
      answers: fileAnswers(
        'The file, under the name it was uploaded with (its type by that name).',
        'application/octet-stream',
      ),
      errors: [API_ERROR_CODES.noFile, ...FILE_ERRORS],
    }),
    ...validParams(personModuleParamsSchema),
    async (c) => {
      const { userId, moduleId } = c.req.valid('param');
      const upload = await personWorksheetUpload(db, userId, moduleId);
      return sendStoredFile(deps.disk, upload.key, deps.logger, {
        ...fileRequest(c.req),
        ...uploadedWorksheetSendOptions(upload),
      });
    },
  );

  app.put(
    '/:userId/admin',
    operation({
      operationId: 'setPersonAdmin',
      summary:
        'Grants or revokes the admin role, and the mentor role when `mentor` is sent; never leaves no enabled admin.',
      tag: 'people',
      answers: { 200: PERSON_PAGE },
      errors: [API_ERROR_CODES.userNotFound, API_ERROR_CODES.lastAdmin],
    }),
    ...validParams(personParamsSchema),
    ...validJson(personAdminBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { admin, mentor } = c.req.valid('json');
      return c.json(await setAdmin(db, c.req.valid('param').userId, admin, actorOf(c), mentor));
    },
  );

  app.put(
    '/:userId/disabled',
    operation({
      operationId: 'setPersonDisabled',
      summary:
        'Disables the account (every session ends, it cannot sign in) or enables it again; never your own, never the last enabled admin.',
      tag: 'people',
      answers: { 200: PERSON_PAGE },
      errors: [API_ERROR_CODES.userNotFound, API_ERROR_CODES.cannotDisableSelf, API_ERROR_CODES.lastAdmin],
    }),
    ...validParams(personParamsSchema),
    ...validJson(personDisabledBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { disabled } = c.req.valid('json');
      return c.json(await setDisabled(db, c.req.valid('param').userId, disabled, actorOf(c)));
    },
  );

  app.put(
    '/:userId/mentor',
    operation({
      operationId: 'setPersonMentor',
      summary:
        'Grants or revokes the mentor role; the answer’s `canSignIn` says whether the person can sign in (docs/decisions/0022).',
      tag: 'people',
      answers: { 200: PERSON_PAGE },
      errors: [API_ERROR_CODES.userNotFound],
    }),
    ...validParams(personParamsSchema),
    ...validJson(personMentorBodySchema, TRACK_BODY_MAX_BYTES),
    async (c) => {
      const { mentor } = c.req.valid('json');
      return c.json(await setMentor(db, c.req.valid('param').userId, mentor, actorOf(c)));
    },
  );

  app.post(
    '/:userId/certificates/:certificateId/revoke',
    operation({
      operationId: 'revokePersonCertificate',
      summary:
        'Revokes the learner’s certificate credential for good, with the reason (recorded as a staff action): its bit is set in the signed status list.',
      tag: 'people',
      answers: { 200: PERSON_PAGE },
      errors: [API_ERROR_CODES.certificateNotFound, API_ERROR_CODES.alreadyRevoked],
    }),
    ...validParams(personCertificateParamsSchema),
    ...validJson(revokeCertificateBodySchema, ADMIN_BODY_MAX_BYTES),
    async (c) => {
      const { userId, certificateId } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      await revokeCredential(db, deps.issuer, certificateId, reason, actorOf(c), { userId });
      return c.json(await getPerson(db, userId));
    },
  );

  app.delete(
    '/:userId',
    operation({
      operationId: 'deletePerson',
      summary:
        'Deletes the account with its press kit, tracks and feedback, then its stored files (docs/decisions/0022).',
      tag: 'people',
      answers: {
        200: {
          description: 'The account’s id and email, and what was removed, as counts.',
          schema: accountDeletionSchema,
        },
      },
      errors: [API_ERROR_CODES.userNotFound, API_ERROR_CODES.cannotDeleteSelf],
    }),
    ...validParams(personParamsSchema),
    async (c) => c.json(await deleteAccount(deps, c.req.valid('param').userId, actorOf(c))),
  );

  return app;
}
