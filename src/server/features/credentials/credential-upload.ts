/**
 * Receiving a credential file to check (issue "Certificates that anyone can verify without asking us: Open Badges
 * 3.0 credentials" item 5), the one intake of both ways in: `POST /api/credentials/verify` (the island's call) and
 * `POST /verify/{id}` (the same form posted without JavaScript, certificates/page.ts).
 *
 * - {@link credentialUploadGuards}: the rate limit per client IP (one budget for both ways) and the body's size.
 * - {@link readCredentialUpload}: the multipart form's `file`, as bytes.
 *
 * Throws `AppError` with codes `rate_limited`, `payload_too_large`, `unsupported_media_type`, `validation_failed`
 * (with the field error under `file`).
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_ERROR_CODES } from '@shared/api-error';
import { CREDENTIAL_FILE_MAX_BYTES } from '@shared/limits/credentials';
import { apiRequestMessages } from '@shared/messages/api';
import { credentialRequestMessages as m } from '@shared/messages/credentials';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { limitByClientIp, type RateLimitRule } from '../../http/rate-limit';
import { requestHeader } from '../../http/response-headers';

/**
 * Checks of credential files from one client IP: more than a public form's (a verifier may check a few in a row),
 * few enough that the (CPU-heavy) checks cannot be used to load the server.
 */
const credentialCheckRule: RateLimitRule = {
  name: 'credential-verify:ip',
  points: 30,
  durationSeconds: 3600,
};

/** The multipart form's room besides the file (boundaries, part headers), in bytes. */
const FORM_OVERHEAD_BYTES = 16 * 1024;

const tooLarge = () =>
  new AppError(API_ERROR_CODES.payloadTooLarge, m.fileTooLarge, { file: m.fileTooLarge });

/**
 * The middlewares before a check: the rate limit (30 an hour per client IP, shared by both routes) and the body's
 * size (the file's 1 MB and the form's overhead).
 *
 * @throws {AppError} 429 `rate_limited`, 413 `payload_too_large` (from the middlewares, to the error handler).
 */
export function credentialUploadGuards(deps: AppDeps) {
  return [
    limitByClientIp(deps, credentialCheckRule),
    bodyLimit({
      maxSize: CREDENTIAL_FILE_MAX_BYTES + FORM_OVERHEAD_BYTES,
      onError: () => {
        throw tooLarge();
      },
    }),
  ] as const;
}

/**
 * The uploaded file's bytes: the `file` part of a `multipart/form-data` body, not empty and at most
 * `CREDENTIAL_FILE_MAX_BYTES` (1 MB).
 *
 * @throws {AppError} 415 `unsupported_media_type` for another body; 400 `validation_failed` for a malformed form or
 * no file (field `file`); 413 `payload_too_large`.
 */
export async function readCredentialUpload(c: Context): Promise<Buffer> {
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
  return Buffer.from(await file.arrayBuffer());
}
