/**
 * The public check of a certificate, `GET /verify/{certificateId}` (issue "Directory, certificates, admin" item 3;
 * docs/decisions/0004): a page of islands the server renders with the verification (http/public-page-render.ts, the
 * one render of public pages), so anyone reads who received the certificate, for which program, when and from whom,
 * without running scripts. An id no certificate has (or one that is not an id at all) gets the same page saying so,
 * with HTTP 404. `HEAD` is answered by hono as `GET` without the body.
 */
import { Hono, type Context } from 'hono';
import { certificateParamsSchema, type CertificateVerification } from '@shared/schemas/certificates';
import type { StoredCredential } from '@shared/schemas/credentials';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { bodyBytes } from '../../http/compression';
import { contentSecurityPolicy } from '../../http/content-security-policy';
import { validParams } from '../../http/contract';
import { KeptBytes, sendKept } from '../../http/json-bytes';
import { carriesSessionCookie } from '../../http/page-document';
import { type RenderPublicPage, WebAppNotBuiltError } from '../../http/public-page-render';
import { requestHeader } from '../../http/response-headers';
import { storedCredentialState } from '../credentials/service';
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

/**
 * `GET`/`HEAD /verify/{certificateId}` on the site (mounted before the web app's routes, app.ts).
 *
 * @param deps - the database.
 * @param render - the app's one renderer of public pages (app.ts).
 */
export function verifyPageRoutes(deps: AppDeps, render: RenderPublicPage) {
  const app = new Hono();

  /** The page for `certificateId`: its verification, or (null) the page saying no certificate has that id (404). */
  const answerPage = async (
    c: Context,
    certificateId: string,
    verification: CertificateVerification | null,
    credential: StoredCredential | null = null,
  ): Promise<Response> => {
    let html: string;
    try {
      html = await render(
        `/verify/${encodeURIComponent(certificateId)}`,
        {},
        {
          data: { page: 'verify', certificateId, verification, credential },
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
      verification ? 200 : 404,
      {
        vary: 'Accept-Encoding',
        'cache-control': 'no-cache',
        'content-security-policy': contentSecurityPolicy(html),
      },
    );
  };

  // An id that is not one (the API's schema) gets the same page as an unknown id, showing what was sent, not a 400.
  app.get(
    '/verify/:certificateId',
    ...validParams(certificateParamsSchema, (c, sent) => answerPage(c, sent.certificateId, null)),
    async (c) => {
      const { certificateId } = c.req.valid('param');
      const verification = await verificationOf(deps, certificateId);
      return answerPage(c, certificateId, verification, await credentialOf(deps, verification));
    },
  );

  return app;
}
