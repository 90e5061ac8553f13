/**
 * The public routes of the certificates' credentials (issue "Certificates that anyone can verify without asking us:
 * Open Badges 3.0 credentials"):
 *
 * | route | answer |
 * |---|---|
 * | GET /credentials/status/1 (site root) | the signed `BitstringStatusListCredential`, `Cache-Control: max-age=60` |
 * | POST /api/credentials/verify (multipart `file`, ≤ 1 MB) | `{ result, revokedAt?, certificateId?, … errors? }` |
 *
 * The check is rate-limited per client IP like the public forms (credential-upload.ts, shared with the page's form); a file that is neither JSON nor PNG is a 400
 * `not_credential_file`, anything else that is not our valid credential is `result: 'invalid'` with its reasons.
 */
import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import { credentialCheckSchema } from '@shared/schemas/credentials';
import type { AppDeps } from '../../deps';
import { operation } from '../../http/contract';
import { uploadBody } from '../../http/file-contract';
import { credentialUploadGuards, readCredentialUpload } from './credential-upload';
import { checkCredentialFile, publishedStatusList } from './service';

/** How long a verifier may keep the status list before asking again, in seconds. */
const STATUS_LIST_MAX_AGE = 60;

/** `GET /credentials/status/1` at the site's root, where every credential's `credentialStatus` points. */
export function credentialStatusRoutes(deps: AppDeps) {
  return new Hono().get('/credentials/status/1', async (c) => {
    const credential = await publishedStatusList(deps.database.db, deps.issuer);
    c.header('cache-control', `public, max-age=${STATUS_LIST_MAX_AGE}`);
    // Anyone's verifier may read it, from any origin.
    c.header('access-control-allow-origin', '*');
    return c.json(credential);
  });
}

/** `POST /api/credentials/verify` (public). */
export function credentialVerifyRoutes(deps: AppDeps) {
  return new Hono().post(
    '/credentials/verify',
    operation({
      operationId: 'verifyCredentialFile',
      summary:
        'Checks an uploaded Open Badges 3.0 credential (a .json file or a baked .png badge): issued by us, unaltered and not revoked, without fetching anything.',
      tag: 'certificates',
      answers: { 200: { description: 'What the check found.', schema: credentialCheckSchema } },
      errors: [
        API_ERROR_CODES.notCredentialFile,
        API_ERROR_CODES.validationFailed,
        API_ERROR_CODES.payloadTooLarge,
        API_ERROR_CODES.unsupportedMediaType,
      ],
      requestBody: uploadBody(),
    }),
    ...credentialUploadGuards(deps),
    async (c) =>
      c.json(await checkCredentialFile(deps.database.db, deps.issuer, await readCredentialUpload(c))),
  );
}
