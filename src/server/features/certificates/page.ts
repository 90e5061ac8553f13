/**
 * The public check of a certificate, `GET /verify/{certificateId}` (issue "Directory, certificates, admin" item 3;
 * docs/decisions/0004): a page of islands the server renders with the verification (http/public-page-render.ts, the
 * one render of public pages), so anyone reads who received the certificate, for which program, when and from whom,
 * without running scripts. An id no certificate has (or one that is not an id at all) gets the same page saying so,
 * with HTTP 404. `HEAD` is answered by hono as `GET` without the body.
 *
 * `POST /verify/{certificateId}` is "Check a credential file" posted without JavaScript (issue "Certificates that
 * anyone can verify without asking us" item 5): the same intake and check as `POST /api/credentials/verify`
 * (credentials/credential-upload.ts, `checkCredentialFile`), answered with the same page showing the outcome under
 * the form, 200; a file refused (none, too large, neither JSON nor PNG, too many checks) shows why, with the
 * refusal's status (400, 413, 415, 429 with `Retry-After`). The page is `no-store` then: it answers one upload.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { certificateParamsSchema, type CertificateVerification } from '@shared/schemas/certificates';
import type { StoredCredential } from '@shared/schemas/credentials';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { bodyBytes } from '../../http/compression';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { validParams } from '../../http/contract';
import type { CredentialFileCheck } from '@web/lib/page-data';
import { ERROR_STATUS } from '../../http/error-status';
import { KeptBytes, sendKept } from '../../http/json-bytes';
import { carriesSessionCookie } from '../../http/page-document';
import { type RenderPublicPage, WebAppNotBuiltError } from '../../http/public-page-render';
import { RateLimitedError } from '../../http/rate-limit';
import { requestHeader } from '../../http/response-headers';
import { credentialUploadGuards, readCredentialUpload } from '../credentials/credential-upload';
import { checkCredentialFile, storedCredentialState } from '../credentials/service';
import { verifyCertificate } from './service';

/**
 * The verification of `certificateId` (a valid id: the route's schema checked it), or null when no certificate has
 * it.
 *
 * @throws the database's error when the read fails.
 */
async function verificationOf(deps: AppDeps, certificateId: string): Promise<CertificateVerification | null> {
  try {
    return await verifyCertificate(deps.database.db, certificateId);
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * The certificate's stored credential, its signature and revocation checked on the server (issue "Certificates that
 * anyone can verify without asking us"), or null without a certificate.
 *
 * @throws the database's error when a read fails, or issuer-keys.ts' when the keys cannot be read.
 */
async function credentialOf(
  deps: AppDeps,
  verification: CertificateVerification | null,
): Promise<StoredCredential | null> {
  if (!verification) return null;
  return storedCredentialState(deps.database.db, deps.issuer, verification.certificateId);
}

/** How a page is answered besides its certificate. */
interface PageOptions {
  /** The certificate's stored credential, verified. */
  credential?: StoredCredential | null;
  /** The outcome of a credential file posted to the page. */
  check?: CredentialFileCheck;
  /** 200 (a certificate) or 404 (none) unless given. */
  status?: ContentfulStatusCode;
  /** More headers (`retry-after`). */
  headers?: Record<string, string>;
}

/**
 * `GET`/`HEAD /verify/{certificateId}` on the site (mounted before the web app's routes, app.ts).
 *
 * @param deps - the database.
 * @param render - the app's one renderer of public pages (app.ts).
 */
export function verifyPageRoutes(deps: AppDeps, render: RenderPublicPage) {
  const app = new Hono();

  /**
   * The page for `certificateId`: its verification, or (null) the page saying no certificate has that id (404);
   * with `check`, the outcome of a credential file posted to it (no-store, `status`).
   */
  const answerPage = async (
    c: Context,
    certificateId: string,
    verification: CertificateVerification | null,
    options: PageOptions = {},
  ): Promise<Response> => {
    const { credential = null, check } = options;
    let html: string;
    try {
      html = await render(
        `/verify/${encodeURIComponent(certificateId)}`,
        {},
        {
          data: { page: 'verify', certificateId, verification, credential, ...(check ? { check } : {}) },
          signedIn: carriesSessionCookie(requestHeader(c, 'cookie')),
        },
      );
    } catch (error) {
      if (error instanceof WebAppNotBuiltError) return c.text(error.message, 503);
      throw error;
    }
    if (!verification) deps.logger.warn({ path: c.req.path }, 'certificate not found (404)');
    return sendKept(
      c,
      new KeptBytes(bodyBytes(Buffer.from(html, 'utf8')), 'text/html; charset=UTF-8'),
      options.status ?? (verification ? 200 : 404),
      {
        vary: 'Accept-Encoding',
        'cache-control': check ? 'no-store' : 'no-cache',
        'content-security-policy': contentSecurityPolicy(html),
        ...(options.headers ?? {}),
      },
    );
  };

  /** The page of `certificateId` as it stands, with the outcome of a posted file under its form. */
  const pageWith = async (
    c: Context,
    certificateId: string,
    outcome: Pick<PageOptions, 'check' | 'status' | 'headers'> = {},
  ) => {
    const verification = await verificationOf(deps, certificateId);
    const credential = await credentialOf(deps, verification);
    return answerPage(c, certificateId, verification, { credential, ...outcome });
  };

  /** A file refused before or while it is read (see the module comment) becomes the page saying why. */
  const refusalPage = createMiddleware(async (c, next) => {
    await next();
    const error = c.error;
    if (!(error instanceof AppError) || ERROR_STATUS[error.code] >= 500) return;
    const answer = await pageWith(c, c.req.param('certificateId') ?? '', {
      check: { error: error.fields?.file ?? error.message },
      status: ERROR_STATUS[error.code],
      headers:
        error instanceof RateLimitedError ? { 'retry-after': String(error.retryAfterSeconds) } : undefined,
    });
    // Replaced, not merged: the JSON answer's headers (its content type) do not belong to the page.
    c.res = undefined;
    c.res = answer;
  });

  // An id that is not one (the API's schema) gets the same page as an unknown id, showing what was sent, not a 400.
  const params = validParams(certificateParamsSchema, (c, sent) => answerPage(c, sent.certificateId, null));

  app.get('/verify/:certificateId', ...params, async (c) => pageWith(c, c.req.valid('param').certificateId));

  app.post('/verify/:certificateId', ...params, refusalPage, ...credentialUploadGuards(deps), async (c) => {
    const answer = await checkCredentialFile(deps.database.db, deps.issuer, await readCredentialUpload(c));
    return pageWith(c, c.req.valid('param').certificateId, { check: { answer } });
  });

  return app;
}
