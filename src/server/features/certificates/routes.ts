/**
 * The certificate API (training-program.md §2 item 9, §6, §7 "user_certificates"; docs/decisions/0013).
 *
 * | route | who | answer |
 * |---|---|---|
 * | GET /certificates | approved artists | `{ certificates, progress, generated }` (issues the certificate when due) |
 * | GET /certificates/:certificateId | its owner | `{ certificate }`; 404 `certificate_not_found` for anyone else |
 * | GET /certificates/:certificateId/pdf | its owner | the PDF, as a download |
 * | GET /verify/:certificateId | anyone | recipient, program, completion date and issuer; 404 when no such id |
 */
import { Hono } from 'hono';
import contentDisposition from 'content-disposition';
import { certificateParamsSchema } from '@shared/schemas/certificates';
import { guardedApp } from '../../auth/require-access';
import type { AppDeps } from '../../deps';
import { validParams } from '../../http/params';
import { certificatePdfName, renderCertificatePdf } from './pdf';
import { certificateIssuer, getOwnCertificate, listCertificates, verifyCertificate } from './service';

/** `/certificates` (approved artists only; each certificate only to its owner). */
export function certificateRoutes(deps: AppDeps) {
  const app = guardedApp(deps, 'artist');
  const { db } = deps.database;
  const issuer = certificateIssuer(deps);
  const params = validParams(certificateParamsSchema);

  app.get('/', async (c) => c.json(await listCertificates(db, c.get('user').id, issuer)));
  app.get('/:certificateId', params, async (c) =>
    c.json({
      certificate: await getOwnCertificate(db, c.get('user').id, c.req.param('certificateId'), issuer),
    }),
  );
  app.get('/:certificateId/pdf', params, async (c) => {
    const certificate = await getOwnCertificate(db, c.get('user').id, c.req.param('certificateId'), issuer);
    const pdf = await renderCertificatePdf(certificate);
    return new Response(new Uint8Array(pdf), {
      headers: {
        'content-type': 'application/pdf',
        'content-length': String(pdf.byteLength),
        'content-disposition': contentDisposition(certificatePdfName(certificate)),
        'cache-control': 'private, no-store',
      },
    });
  });
  return app;
}

/** `GET /verify/:certificateId`: open to everyone (the QR code on the certificate leads here). */
export function verifyRoutes(deps: AppDeps) {
  const app = new Hono();
  app.get('/verify/:certificateId', validParams(certificateParamsSchema), async (c) =>
    c.json(await verifyCertificate(deps.database.db, c.req.param('certificateId'))),
  );
  return app;
}
