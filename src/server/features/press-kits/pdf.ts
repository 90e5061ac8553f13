/**
 * The press kit's one-page PDF (issue "Press kits and feedback on tracks" item 1; docs/decisions/0023), made with
 * pdfkit as the certificate's is: an A4 page with the stage name, genres and location, the photo (its 640-pixel
 * copy, turned into JPEG for the PDF), the short and long bios, the release plan, achievements, featured tracks,
 * links, the verified certificate and the page's address. Texts too long for the page are cut at a word with an
 * ellipsis, so the PDF always stays one page.
 */
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { pressKitPageMessages as m } from '@shared/messages/press-kits';
import type { Epk } from '@shared/schemas/press-kits';
import { imageWork } from '../../images/image-work';

/** The PDF's file name: `press-kit-{slug}.pdf`. */
export const pressKitPdfName = (kit: Pick<Epk, 'slug'>) => `press-kit-${kit.slug}.pdf`;

/** `m:ss` of a length in ms. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Renders `kit` as a one-page PDF (its photo converted in the process's image queue, images/image-work.ts).
 *
 * @param photo - the photo's bytes (any format sharp reads), or null for none.
 * @param issuedBy - the site's brand, printed in the footer.
 * @returns the file's bytes.
 */
export async function renderPressKitPdf(kit: Epk, photo: Buffer | null, issuedBy: string): Promise<Buffer> {
  const jpeg = photo
    ? await imageWork(() =>
        sharp(photo)
          .resize({ width: 480, withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80 })
          .toBuffer({ resolveWithObject: true }),
      ).catch(() => null)
    : null;
  const doc = new PDFDocument({
    size: 'A4',
    // The footer sits below the usual bottom margin: text placed there must not start a second page.
    margins: { top: 48, left: 48, right: 48, bottom: 24 },
    info: { Title: `${kit.stageName} - ${m.titleSuffix}`, Author: kit.stageName, Subject: m.titleSuffix },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const ink = '#1f1a17';
  const accent = '#8a6d1f';
  const muted = '#5b5550';
  const left = 48;
  const pageWidth = doc.page.width;
  const bottom = doc.page.height - 72;
  const fullWidth = pageWidth - 96;

  // Header: the photo on the right, the name and facts on the left.
  const photoWidth = 150;
  let textWidth = fullWidth;
  let photoBottom = 48;
  if (jpeg) {
    const height = Math.min(200, (jpeg.info.height / jpeg.info.width) * photoWidth);
    doc.image(jpeg.data, pageWidth - 48 - photoWidth, 48, { fit: [photoWidth, height] });
    photoBottom = 48 + height + 12;
    textWidth = fullWidth - photoWidth - 20;
  }
  doc.font('Helvetica-Bold').fontSize(9).fillColor(accent).text(m.titleSuffix.toUpperCase(), left, 48, {
    width: textWidth,
  });
  doc
    .font('Times-Bold')
    .fontSize(28)
    .fillColor(ink)
    .text(kit.stageName, left, doc.y + 4, { width: textWidth });
  const facts = [
    kit.genres.length > 0 ? `${m.pdf.genres}: ${kit.genres.join(', ')}` : '',
    kit.location ? `${m.pdf.location}: ${kit.location}` : '',
  ].filter(Boolean);
  for (const fact of facts)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(muted)
      .text(fact, left, doc.y + 4, { width: textWidth });
  if (kit.shortBio)
    doc
      .font('Helvetica-Oblique')
      .fontSize(11)
      .fillColor(ink)
      .text(kit.shortBio, left, doc.y + 10, { width: textWidth, height: 90, ellipsis: true });
  doc.y = Math.max(doc.y + 14, photoBottom);

  /** A section: its heading, then `body` cut to what fits above `reserve` points from the bottom. */
  const section = (heading: string, body: string, reserve: number) => {
    const room = bottom - reserve - doc.y - 22;
    if (!body || room < 24) return;
    doc.font('Helvetica-Bold').fontSize(10).fillColor(accent).text(heading.toUpperCase(), left, doc.y, {
      width: fullWidth,
    });
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(ink)
      .text(body, left, doc.y + 3, { width: fullWidth, height: room, ellipsis: true, lineGap: 1.5 });
    doc.y += 10;
  };

  const tracks = kit.featuredTracks
    .map((t) => (t.latestVersion ? `${t.title} (${duration(t.latestVersion.durationMs)})` : t.title))
    .join('\n');
  const links = kit.links.map((l) => `${l.label}: ${l.url}`).join('\n');
  const achievements = kit.achievements.map((a) => `• ${a}`).join('\n');
  const certificate = kit.certificate
    ? `${m.pdf.certificateLine(kit.certificate.programName, kit.certificate.certificateId)}\n${kit.certificate.verifyUrl}`
    : '';
  // What comes after each section keeps its room: the last sections are short lists.
  const linesOf = (text: string) => (text ? text.split('\n').length * 13 + 26 : 0);
  const tail = [tracks, links, achievements, certificate].map(linesOf);
  const sum = (from: number) => tail.slice(from).reduce((a, b) => a + b, 0);

  section(m.pdf.biography, kit.longBio, sum(0) + 60);
  section(m.pdf.releasePlan, kit.releasePlan, sum(0));
  section(m.pdf.tracks, tracks, sum(1));
  section(m.pdf.links, links, sum(2));
  section(m.pdf.achievements, achievements, sum(3));
  section(m.pdf.certificate, certificate, 0);

  // Footer: where the kit is online, and the brand.
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(muted)
    .text(`${m.pdf.online}: ${kit.pageUrl} · ${issuedBy}`, left, doc.page.height - 56, {
      width: fullWidth,
      align: 'center',
      lineBreak: false,
    });
  doc.end();
  return done;
}
