/**
 * The certificate API (training-program.md §2 item 9, §6, §7 "user_certificates"; docs/decisions/0013).
 *
 * | route | who | answer |
 * |---|---|---|
 * | GET /certificates | approved artists | `{ certificates, progress, generated }` (issues the certificate when due) |
 * | GET /certificates/:certificateId | its owner | `{ certificate }`; 404 `certificate_not_found` for anyone else |
 * | GET /certificates/:certificateId/pdf | its owner | the PDF, as a download (with HTTP Range, as every file) |
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
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { operation, validParams } from '../../http/contract';
import { fileRequest, sendSource } from '../../http/send-file';
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
