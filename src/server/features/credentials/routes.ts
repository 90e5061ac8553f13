/**
 * The public routes of the certificates' credentials (issue "Certificates that anyone can verify without asking us:
 * Open Badges 3.0 credentials"):
 *
 * | route | answer |
 * |---|---|
 * | GET /credentials/status/1 (site root) | the signed `BitstringStatusListCredential`, `Cache-Control: max-age=60` |
 * | POST /api/credentials/verify (multipart `file`, ≤ 1 MB) | `{ result, revokedAt?, certificateId?, … errors? }` |
 *
 * The check is rate-limited per client IP like the public forms; a file that is neither JSON nor PNG is a 400
 * `not_credential_file`, anything else that is not our valid credential is `result: 'invalid'` with its reasons.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_ERROR_CODES } from '@shared/api-error';
import { CREDENTIAL_FILE_MAX_BYTES } from '@shared/limits/credentials';
import { apiRequestMessages } from '@shared/messages/api';
import { credentialRequestMessages as m } from '@shared/messages/credentials';
import { credentialCheckSchema } from '@shared/schemas/credentials';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { operation } from '../../http/contract';
import { uploadBody } from '../../http/file-contract';
import { limitByClientIp, type RateLimitRule } from '../../http/rate-limit';
import { requestHeader } from '../../http/response-headers';
import { checkCredentialFile, publishedStatusList } from './service';

/** How long a verifier may keep the status list before asking again, in seconds. */
const STATUS_LIST_MAX_AGE = 60;

/**
 * Checks of credential files from one client IP: more than a public form's (a verifier may check a few in a row),
 * few enough that the (CPU-heavy) checks cannot be used to load the server.
 */
const credentialCheckRule: RateLimitRule = {
  name: 'credential-verify:ip',
  points: 30,
  durationSeconds: 3600,
};

/** The multipart form's room besides the file (boundaries, part headers). */
const FORM_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = () =>
  new AppError(API_ERROR_CODES.payloadTooLarge, m.fileTooLarge, { file: m.fileTooLarge });

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
    limitByClientIp(deps, credentialCheckRule),
    bodyLimit({
      maxSize: CREDENTIAL_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      if (!/^multipart\/form-data/i.test(requestHeader(c, 'content-type') ?? ''))
        throw new AppError(API_ERROR_CODES.unsupportedMediaType, apiRequestMessages.notMultipart);
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw new AppError(API_ERROR_CODES.validationFailed, apiRequestMessages.malformedMultipart, {
          _body: apiRequestMessages.malformedMultipart,
        });
      }
      const file = form.get('file');
      if (!(file instanceof Blob) || file.size === 0)
        throw new AppError(API_ERROR_CODES.validationFailed, m.fileRequired, { file: m.fileRequired });
      if (file.size > CREDENTIAL_FILE_MAX_BYTES) throw tooLarge();
      const bytes = Buffer.from(await file.arrayBuffer());
      return c.json(await checkCredentialFile(deps.database.db, deps.issuer, bytes));
    },
  );
}
