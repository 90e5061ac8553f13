/**
 * Test helper: the text a PDF shows, read back from its bytes. Inflates every Flate stream and collects the string
 * operands of `Tj` and `TJ` (hex or literal), joining the pieces kerning splits apart, so a test can check what a
 * generated certificate says. Enough for pdfkit's output with the standard fonts; not a general PDF parser.
 */
import { inflateSync } from 'node:zlib';

/** Decodes one PDF string operand: `<48656c6c6f>` or `(Hello)`. */
function decodeString(token: string): string {
  if (token.startsWith('<'))
    return Buffer.from(token.slice(1, -1).replace(/\s+/g, ''), 'hex').toString('latin1');
  return token.slice(1, -1).replace(/\\([()\\])/g, '$1');
}

/** The text shown by `pdf`, one line per text operator. */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const op of content.matchAll(
      /(\[(?:[^\]\\]|\\.)*\]\s*TJ|(?:<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj)/g,
    )) {
      const strings = op[0].match(/<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g) ?? [];
      lines.push(strings.map(decodeString).join(''));
    }
  }
  return lines.join('\n');
}
