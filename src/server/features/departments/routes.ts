/**
 * The department API of the agent portal (site-and-portals.md §2.13, §7; docs/decisions/0006). Three sub-apps,
 * mounted in app.ts: `departmentRoutes` at `/departments` and `resourceRoutes` at `/resources` are guarded as a
 * whole (only signed-in approved agents: 401 without a session, 403 without agent access), and `downloadRoutes`
 * at `/downloads` needs no session, its links being signed.
 *
 * | route | answer |
 * |---|---|
 * | GET /departments | `{ departments }` by sort_order |
 * | GET /departments/:slug | `{ department }`, or 404 `department_not_found` |
 * | GET /departments/:slug/resources?q=&cursor=&limit= | a page of resources (`ResourcePage`), newest first |
 * | POST /departments/:slug/resources (multipart: title, url, file) | 201 `{ resource, upload }` |
 * | POST /resources/:id/download-url | `{ url, expiresAt }`: a signed link valid 60 s |
 * | DELETE /resources/:id | 204; the stored file is deleted too |
 * | GET /downloads/:id?expires=&signature= | the file, with HTTP Range and `ETag`; 403 for an expired or altered link (no session needed) |
 */
import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import { departmentRequestMessages as rm } from '@shared/messages/departments';
import { RESOURCE_MAX_FILE_BYTES } from '@shared/limits/departments';
import { resourceFieldsSchema } from '@shared/schemas/department-resource';
import {
  addedResourceSchema,
  departmentAnswerSchema,
  departmentListSchema,
  departmentParamsSchema,
  downloadLinkQuerySchema,
  downloadUrlSchema,
  resourceListQuerySchema,
  resourcePageSchema,
  resourceParamsSchema,
} from '@shared/schemas/departments';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { operation, validParams, validQuery } from '../../http/contract';
import { receiveUpload } from '../../http/receive-upload';
import { fileRequest, sendStoredFile } from '../../http/send-file';
import { checkDownloadLink, signDownloadPath } from '../../storage/signed-url';
import { addResource, deleteResource, downloadName, findResource } from './resources';
import { findDepartment, listDepartments, listResources } from './service';
import { FILE_ERRORS, fileAnswers, uploadBody } from '../../http/file-contract';

/** A resource's file, whatever its type (the type it was uploaded as is sent). */
const RESOURCE_FILE = 'application/octet-stream';

/** `/departments`: the departments and their resource lists and uploads (agents only). */
export function departmentRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'agent');
  const { db } = deps.database;

  app.get(
    '/',
    operation({
      operationId: 'listDepartments',
      summary: 'Lists the departments by their sort order (site-and-portals.md §7 "Select departments").',
      tag: 'departments',
      answers: { 200: { description: 'Every department.', schema: departmentListSchema } },
    }),
    async (c) => c.json({ departments: await listDepartments(db) }),
  );

  app.get(
    '/:slug',
    operation({
      operationId: 'getDepartment',
      summary:
        'The department with this slug, compared lower-cased (site-and-portals.md §7 "Select department").',
      tag: 'departments',
      answers: { 200: { description: 'The department.', schema: departmentAnswerSchema } },
      errors: [API_ERROR_CODES.departmentNotFound],
    }),
    ...validParams(departmentParamsSchema),
    async (c) => c.json({ department: await findDepartment(db, c.req.valid('param').slug) }),
  );

  app.get(
    '/:slug/resources',
    operation({
      operationId: 'listDepartmentResources',
      summary:
        'Lists a department’s resources, newest first, searched by title, a page at a time (site-and-portals.md §7 "Select department_resources").',
      tag: 'departments',
      answers: {
        200: { description: 'A page of resources and how many match.', schema: resourcePageSchema },
      },
      errors: [API_ERROR_CODES.departmentNotFound],
    }),
    ...validParams(departmentParamsSchema),
    ...validQuery(resourceListQuerySchema),
    async (c) => {
      const department = await findDepartment(db, c.req.valid('param').slug);
      return c.json(await listResources(db, department.id, c.req.valid('query')));
    },
  );

  app.post(
    '/:slug/resources',
    operation({
      operationId: 'addDepartmentResource',
      summary:
        'Adds a resource to a department: a title, a link and a file, each optional (site-and-portals.md §4 "Adding a resource").',
      description:
        'The file is checked by name and content and stored before the row is written; a resource whose file could not be stored is saved without it (`upload: failed`, §8).',
      tag: 'departments',
      requestBody: uploadBody(['title', 'url'], { fileRequired: false }),
      answers: {
        201: { description: 'The new resource, and what became of its file.', schema: addedResourceSchema },
      },
      errors: [API_ERROR_CODES.departmentNotFound, API_ERROR_CODES.unsupportedFileType],
    }),
    ...validParams(departmentParamsSchema),
    async (c) => {
      const department = await findDepartment(db, c.req.valid('param').slug);
      const upload = await receiveUpload(
        c.req.raw,
        {
          disk: deps.disk,
          prefix: department.slug,
          maxFileBytes: RESOURCE_MAX_FILE_BYTES,
          logger: deps.logger,
        },
        resourceFieldsSchema,
      );
      return c.json(await addResource(deps, department, upload, c.get('user').id), 201);
    },
  );

  return app;
}

/** `/resources`: signed download links and deleting (agents only). */
export function resourceRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'agent');

  app.post(
    '/:id/download-url',
    operation({
      operationId: 'createDepartmentResourceDownloadUrl',
      summary:
        'A signed link to a resource’s file, valid 60 seconds, that opens without a session (site-and-portals.md §7 "Storage create signed URL").',
      tag: 'departments',
      answers: { 200: { description: 'The link and when it expires.', schema: downloadUrlSchema } },
      errors: [API_ERROR_CODES.resourceNotFound, API_ERROR_CODES.noFile],
    }),
    ...validParams(resourceParamsSchema),
    async (c) => {
      const row = await findResource(deps, c.req.valid('param').id);
      if (!row.storagePath) throw new AppError(API_ERROR_CODES.noFile, rm.noFile);
      const link = signDownloadPath(deps.env.AUTH_SECRET, row.id);
      return c.json({ url: `${deps.env.PUBLIC_URL}${link.path}`, expiresAt: link.expiresAt.toISOString() });
    },
  );

  app.delete(
    '/:id',
    operation({
      operationId: 'deleteDepartmentResource',
      summary:
        'Deletes a resource, then its stored file (site-and-portals.md §7 "Delete department_resources").',
      tag: 'departments',
      answers: { 204: { description: 'Deleted.' } },
      errors: [API_ERROR_CODES.resourceNotFound],
    }),
    ...validParams(resourceParamsSchema),
    async (c) => {
      await deleteResource(deps, c.req.valid('param').id);
      return c.body(null, 204);
    },
  );

  return app;
}

/**
 * `/downloads`: the file behind a signed link; no session needed, so a link opens in a new tab. Sent by the one file
 * sender (HTTP Range, `ETag`, 304 for a copy that is current), never stored by a cache, under the name it was
 * uploaded with.
 */
export function downloadRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get(
    '/:id',
    operation({
      operationId: 'downloadDepartmentResource',
      summary:
        'The file of a resource, from a signed link (no session needed), with HTTP Range (site-and-portals.md §7 "Storage create signed URL").',
      description: 'An expired or altered link is refused with 403 `forbidden`.',
      tag: 'departments',
      answers: fileAnswers('The file, as a download under the name it was uploaded with.', RESOURCE_FILE),
      errors: [
        API_ERROR_CODES.forbidden,
        API_ERROR_CODES.resourceNotFound,
        API_ERROR_CODES.noFile,
        ...FILE_ERRORS,
      ],
    }),
    ...validParams(resourceParamsSchema),
    ...validQuery(downloadLinkQuerySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const { expires, signature } = c.req.valid('query');
      const problem = checkDownloadLink(deps.env.AUTH_SECRET, id, expires, signature);
      if (problem) {
        throw new AppError(
          API_ERROR_CODES.forbidden,
          problem === 'expired' ? rm.downloadLinkExpired : rm.downloadLinkInvalid,
        );
      }
      const row = await findResource(deps, id);
      if (!row.storagePath) throw new AppError(API_ERROR_CODES.noFile, rm.noFile);
      return sendStoredFile(deps.disk, row.storagePath, deps.logger, {
        ...fileRequest(c.req),
        cacheControl: 'private, no-store',
        downloadName: downloadName({ storagePath: row.storagePath, fileName: row.fileName }),
      });
    },
  );

  return app;
}
