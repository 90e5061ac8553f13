/**
 * The downloadable certificate (issue "Directory, certificates, admin" item 3; training-program.md §2 item 9): one
 * landscape A4 page made with pdfkit, with every field of the printable page and a QR code (the `qrcode` package)
 * that opens the public verification page. The same certificate renders to the same bytes every time (its creation
 * date is the issue date), so the route sends it as any other file ({@link certificatePdfFile}).
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CERTIFICATE_SKILLS, certificateMessages as m } from '@shared/messages/certificates';
import { PROGRAM_COURSE_NAME, type Certificate } from '@shared/schemas/certificates';
import type { FileSource } from '../../http/send-file';

/** `2026-11-23T…` -> `November 23, 2026` (UTC, so the date does not move with the server's zone). */
function longDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The PDF's file name, e.g. `certificate-GBF-….pdf`. */
export const certificatePdfName = (certificate: Certificate) =>
  `certificate-${certificate.certificateId}.pdf`;

/**
 * Renders `certificate` as a PDF, the same bytes for the same certificate (the document's creation date, which
 * pdfkit also derives the file's id from, is the issue date rather than now).
 *
 * @returns the file's bytes (a single page, about 20-40 KB).
 */
async function renderCertificatePdf(certificate: Certificate): Promise<Buffer> {
  const qr = await QRCode.toBuffer(certificate.verifyUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${certificate.programName} ${m.certificateOf} - ${certificate.certificateId}`,
      Author: certificate.issuedBy,
      Subject: m.certificateOf,
      CreationDate: new Date(certificate.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const ink = '#1f1a17';
  const accent = '#8a6d1f';
  const muted = '#5b5550';
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(accent);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.75)
    .stroke(accent);

  const center = (text: string, y: number, size: number, font = 'Helvetica', color = ink) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(text, 60, y, { width: width - 120, align: 'center' });

  center(certificate.issuedBy.toUpperCase(), 62, 12, 'Helvetica-Bold', accent);
  center(m.certificateOf, 86, 34, 'Times-Bold');
  center(m.presentedTo, 146, 13, 'Helvetica', muted);
  center(certificate.recipientName || m.fallbackRecipient, 168, 30, 'Times-BoldItalic');
  center(
    `${m.hasCompleted} ${m.programAndCourse(certificate.programName, PROGRAM_COURSE_NAME)}`,
    214,
    13,
    'Helvetica',
    muted,
  );

  const facts: [string, string][] = [
    [m.modules, String(certificate.modulesCompleted)],
    [m.months, '6'],
    [m.percentComplete, m.percentValue],
    [m.programDuration, m.durationValue],
  ];
  const factWidth = 140;
  const factsLeft = (width - factWidth * facts.length) / 2;
  facts.forEach(([label, value], index) => {
    const x = factsLeft + index * factWidth;
    doc
      .font('Helvetica-Bold')
      .fontSize(18)
      .fillColor(ink)
      .text(value, x, 252, { width: factWidth, align: 'center' });
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(muted)
      .text(label.toUpperCase(), x, 276, { width: factWidth, align: 'center' });
  });

  center(`${m.skillsTitle}: ${CERTIFICATE_SKILLS.join('  ·  ')}`, 312, 10, 'Helvetica', muted);

  // The dates, then the issuer's name on the signature line, left; the QR code and the id, right.
  const baseline = height - 120;
  doc
    .font('Times-Italic')
    .fontSize(14)
    .fillColor(ink)
    .text(certificate.issuedBy, 90, baseline - 18, { width: 210, align: 'center' });
  doc.moveTo(90, baseline).lineTo(300, baseline).lineWidth(0.75).stroke(ink);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(muted)
    .text(m.signature, 90, baseline + 6, { width: 210, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(ink)
    .text(
      `${m.dateIssued}: ${longDate(certificate.issuedAt)}`,
      60,
      baseline - 60 - (certificate.enrolledDate ? 26 : 0),
      {
        width: 270,
        align: 'center',
      },
    );
  const dates = [
    ...(certificate.enrolledDate ? [`${m.enrolledDate}: ${longDate(certificate.enrolledDate)}`] : []),
    `${m.completionDate}: ${longDate(certificate.completionDate)}`,
    ...(certificate.durationDays !== null ? [m.completedIn(certificate.durationDays)] : []),
  ];
  dates.forEach((line, index) =>
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(muted)
      .text(line, 60, baseline - 42 + index * 13 - (dates.length - 1) * 13, { width: 270, align: 'center' }),
  );

  const qrSize = 96;
  const qrX = width - 90 - qrSize;
  doc.image(qr, qrX, baseline - qrSize + 10, { width: qrSize, height: qrSize });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(`${m.certificateId}: ${certificate.certificateId}`, qrX - 200, baseline + 16, {
      width: 200 + qrSize,
      align: 'right',
    })
    .text(`${m.verifyAt} ${certificate.verifyUrl}`, qrX - 200, baseline + 28, {
      width: 200 + qrSize,
      align: 'right',
    });

  doc.end();
  return done;
}

/**
 * The certificate's PDF as a file to send (http/send-file.ts `sendSource`: HTTP Range, `If-None-Match`): its bytes,
 * `application/pdf`, and a strong entity tag that is a hash of the bytes, so a download resumed with `If-Range`
 * continues the same file and a changed rendering sends the whole new one.
 */
export async function certificatePdfFile(certificate: Certificate): Promise<FileSource> {
  const pdf = await renderCertificatePdf(certificate);
  return {
    size: pdf.byteLength,
    contentType: 'application/pdf',
    etag: `"${createHash('sha256').update(pdf).digest('base64url')}"`,
    open: (start, end) => Readable.from([pdf.subarray(start, end + 1)]),
  };
}
