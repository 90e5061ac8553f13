/**
 * The certificate API (training-program.md §2 item 9, §6, §7 "user_certificates"; docs/decisions/0013).
 *
 * | route | who | answer |
 * |---|---|---|
 * | GET /certificates | approved artists | `{ certificates, progress, generated }` (issues the certificate when due) |
 * | GET /certificates/:certificateId | its owner | `{ certificate }`; 404 `certificate_not_found` for anyone else |
 * | GET /certificates/:certificateId/pdf | its owner | the PDF, as a download (with HTTP Range, as every file) |
 * | GET /certificates/:certificateId/credential | its owner, admins, mentors | the signed Open Badges 3.0 credential (JSON-LD), as a download |
 * | GET /certificates/:certificateId/badge.png | its owner, admins, mentors | the badge PNG with the credential baked in, as a download |
 * | GET /verify/:certificateId | anyone | recipient, program, completion date and issuer; 404 when no such id |
 */
import { Hono } from 'hono';
import { API_ERROR_CODES } from '@shared/api-error';
import {
  certificateAnswerSchema,
  certificateListSchema,
  certificateParamsSchema,
  certificateVerificationSchema,
  type CertificateAnswer,
} from '@shared/schemas/certificates';
import { guardedApp, requireAccess, type AuthenticatedVariables } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validParams } from '../../http/contract';
import { fileRequest, sendSource } from '../../http/send-file';
import {
  certificateCredential,
  credentialBadgeFile,
  credentialJsonFile,
  CREDENTIAL_MEDIA_TYPE,
} from './credential';
import { certificatePdfFile, certificatePdfName } from './pdf';
import { certificateIssuer, getOwnCertificate, listCertificates, verifyCertificate } from './service';
import { fileAnswers } from '../../http/file-contract';

/** `/certificates` (approved artists only; each certificate only to its owner). */
export function certificateRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;
  const issuer = certificateIssuer(deps);

  app.get(
    '/',
    operation({
      operationId: 'listCertificates',
      summary:
        'The caller’s certificates, newest first, with the program progress; issues the program certificate when due (training-program.md §2 item 9).',
      tag: 'certificates',
      answers: {
        200: {
          description: 'The certificates, the Program Progress card and whether this call issued one.',
          schema: certificateListSchema,
        },
      },
    }),
    async (c) => c.json(await listCertificates(db, c.get('user').id, issuer)),
  );

  app.get(
    '/:certificateId',
    operation({
      operationId: 'getCertificate',
      summary: 'One of the caller’s certificates, for the printable page (training-program.md §2 item 9).',
      tag: 'certificates',
      answers: { 200: { description: 'The certificate.', schema: certificateAnswerSchema } },
      errors: [API_ERROR_CODES.certificateNotFound],
    }),
    ...validParams(certificateParamsSchema),
    async (c) => {
      const answer: CertificateAnswer = {
        certificate: await getOwnCertificate(
          db,
          c.get('user').id,
          c.req.valid('param').certificateId,
          issuer,
        ),
      };
      return c.json(answer);
    },
  );

  app.get(
    '/:certificateId/pdf',
    operation({
      operationId: 'getCertificatePdf',
      summary: 'Downloads one of the caller’s certificates as a PDF (training-program.md §2 item 9).',
      tag: 'certificates',
      answers: fileAnswers('The certificate’s PDF, as a download.', 'application/pdf'),
      errors: [API_ERROR_CODES.certificateNotFound, API_ERROR_CODES.rangeNotSatisfiable],
    }),
    ...validParams(certificateParamsSchema),
    async (c) => {
      const certificate = await getOwnCertificate(
        db,
        c.get('user').id,
        c.req.valid('param').certificateId,
        issuer,
      );
      return sendSource(await certificatePdfFile(certificate), {
        ...fileRequest(c.req),
        cacheControl: 'private, no-store',
        downloadName: certificatePdfName(certificate),
      });
    },
  );
  return app;
}

/**
 * `/certificates/:certificateId/credential` and `/badge.png`: the certificate's signed credential for its learner and
 * for staff (admins, mentors), so each route has its own guard (any portal access) rather than the artists' one of
 * {@link certificateRoutes}; mount before it. Anyone else gets 404 `certificate_not_found`.
 */
export function certificateCredentialRoutes(deps: AppDeps) {
  const app = new Hono<AuthenticatedVariables>();
  const { db } = deps.database;

  app.get(
    '/:certificateId/credential',
    requireAccess(deps, 'any'),
    operation({
      operationId: 'getCertificateCredential',
      summary:
        'Downloads a certificate’s signed Open Badges 3.0 credential (JSON-LD), for its learner or staff.',
      tag: 'certificates',
      answers: fileAnswers('The signed credential, as a download.', CREDENTIAL_MEDIA_TYPE),
      errors: [API_ERROR_CODES.certificateNotFound, API_ERROR_CODES.rangeNotSatisfiable],
    }),
    ...validParams(certificateParamsSchema),
    async (c) => {
      const { certificateId } = c.req.valid('param');
      const credential = await certificateCredential(db, deps.issuer, c.get('user'), certificateId);
      return sendSource(credentialJsonFile(credential), {
        ...fileRequest(c.req),
        cacheControl: 'private, no-store',
        downloadName: `${certificateId}.json`,
      });
    },
  );

  app.get(
    '/:certificateId/badge.png',
    requireAccess(deps, 'any'),
    operation({
      operationId: 'getCertificateBadge',
      summary:
        'Downloads a certificate’s badge image with its signed credential baked in (Open Badges 3.0 §5.3), for its learner or staff.',
      tag: 'certificates',
      answers: fileAnswers('The baked badge PNG, as a download.', 'image/png'),
      errors: [API_ERROR_CODES.certificateNotFound, API_ERROR_CODES.rangeNotSatisfiable],
    }),
    ...validParams(certificateParamsSchema),
    async (c) => {
      const { certificateId } = c.req.valid('param');
      const credential = await certificateCredential(db, deps.issuer, c.get('user'), certificateId);
      return sendSource(await credentialBadgeFile(credential), {
        ...fileRequest(c.req),
        cacheControl: 'private, no-store',
        downloadName: `${certificateId}.png`,
      });
    },
  );
  return app;
}

/** `GET /verify/:certificateId`: open to everyone (the QR code on the certificate leads here). */
export function verifyRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get(
    '/verify/:certificateId',
    operation({
      operationId: 'verifyCertificate',
      summary:
        'Verifies a certificate id: its recipient, program, completion date and issuer (training-program.md §2 item 9).',
      tag: 'certificates',
      answers: {
        200: {
          description: 'What anyone may know of the certificate.',
          schema: certificateVerificationSchema,
        },
      },
      errors: [API_ERROR_CODES.certificateNotFound],
    }),
    ...validParams(certificateParamsSchema),
    async (c) => c.json(await verifyCertificate(deps.database.db, c.req.valid('param').certificateId)),
  );
  return app;
}
