/**
 * Reads the emails the test server writes to `$DATA_DIR/outbox/*.eml` (one RFC 5322 file per message, names
 * sorting by time). Parsing is deliberately simple: unfolded headers, RFC 2047 encoded words, a text/plain body
 * in 7bit, 8bit, quoted-printable or base64 (the first text/plain part of a multipart message).
 */
import fs from 'node:fs/promises';
import { outboxDir } from './paths';

/** One parsed email. */
export interface OutboxEmail {
  /** File name in the outbox. */
  file: string;
  /** Header name (lower case) -> decoded value; the first occurrence wins. */
  headers: Record<string, string>;
  subject: string;
  to: string;
  /** The decoded plain-text body, line breaks normalised to `\n`. */
  text: string;
}

/** The `.eml` files of the outbox, oldest first (temporary files being written are skipped). */
export async function listOutbox(): Promise<string[]> {
  try {
    const names = await fs.readdir(outboxDir);
    return names.filter((name) => name.endsWith('.eml') && !name.startsWith('.')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (`=?utf-8?Q?...?=`, `=?utf-8?B?...?=`). */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QqBb]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function splitHeadersAndBody(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return [raw, ''];
  return [raw.slice(0, match.index), raw.slice(match.index + match[0].length)];
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    for (const part of parts) {
      const [partHead, partBody] = splitHeadersAndBody(part.replace(/^\r?\n/, ''));
      const partHeaders = parseHeaders(partHead);
      if (/^text\/plain/i.test(partHeaders['content-type'] ?? 'text/plain'))
        return decodeBody(partHeaders, partBody);
    }
    return '';
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  let text: string;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body).toString('utf8');
  else if (encoding === 'base64') text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  else text = body;
  return text.replace(/\r\n/g, '\n');
}

/** Parses one `.eml` file's text. */
function parseEmail(file: string, raw: string): OutboxEmail {
  const [head, body] = splitHeadersAndBody(raw);
  const headers = parseHeaders(head);
  return {
    file,
    headers,
    subject: headers.subject ?? '',
    to: headers.to ?? '',
    text: decodeBody(headers, body),
  };
}

/** Reads and parses one file of the outbox. */
export async function readOutboxEmail(file: string): Promise<OutboxEmail> {
  return parseEmail(file, await fs.readFile(`${outboxDir}/${file}`, 'utf8'));
}

/** The addresses of a `To` header (`a@x.com, Name <b@y.com>`), lower-cased. */
function recipientsOf(toHeader: string): string[] {
  return toHeader
    .split(',')
    .map((part) => (/<([^>]+)>/.exec(part)?.[1] ?? part).trim().toLowerCase())
    .filter(Boolean);
}

/** Options of {@link waitForEmail}. */
export interface WaitForEmailOptions {
  /** The exact subject, or a pattern it must match. */
  subject: string | RegExp;
  /**
   * Only emails to this address (compared case-insensitively with each address of the `To` header, which may
   * read `Name <address>`), so tests running in parallel each see their own recipient's email.
   */
  to?: string;
  /** Only consider files not in this list (e.g. a {@link listOutbox} taken before the action). */
  ignore?: readonly string[];
  /** How long to wait, in ms (default 10 000). */
  timeout?: number;
}

/**
 * Waits (polling) for a new email whose subject matches (and, with `to`, whose recipient is that address), and
 * returns it.
 *
 * @throws Error listing the subjects seen when none matched in time.
 */
export async function waitForEmail({
  subject,
  to,
  ignore = [],
  timeout = 10_000,
}: WaitForEmailOptions): Promise<OutboxEmail> {
  const skip = new Set(ignore);
  const seen = new Map<string, OutboxEmail>();
  const recipient = to?.toLowerCase();
  const subjectMatches = (value: string) =>
    typeof subject === 'string' ? value === subject : subject.test(value);
  const matches = (email: OutboxEmail) =>
    subjectMatches(email.subject) && (!recipient || recipientsOf(email.to).includes(recipient));
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const file of await listOutbox()) {
      if (skip.has(file) || seen.has(file)) continue;
      const email = await readOutboxEmail(file);
      seen.set(file, email);
      if (matches(email)) return email;
    }
    if (Date.now() >= deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const subjects =
    [...seen.values()].map((email) => `  - ${email.subject} (to ${email.to})`).join('\n') || '  (none)';
  const toWhom = to ? ` to ${to}` : '';
  throw new Error(
    `No email${toWhom} with subject ${String(subject)} appeared in ${outboxDir} within ${timeout} ms. New emails seen:\n${subjects}`,
  );
}
