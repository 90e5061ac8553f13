/**
 * A real SMTP server for the scale suite (issue 21 item 3, "Two instances proven"): it accepts every message the
 * servers send and keeps it, and it can be stopped (the port refuses connections, as a mail provider that is down)
 * and started again on the same port.
 */
import { SMTPServer } from 'smtp-server';

/** One message as received: the envelope's recipients and the raw RFC 5322 text. */
interface CaughtEmail {
  to: string[];
  raw: string;
}

/** The SMTP server of {@link startSmtpCatcher}. */
export interface SmtpCatcher {
  /** The port it listens on (the same after {@link SmtpCatcher.start}). */
  port: number;
  /** Every message received so far, oldest first. */
  received: CaughtEmail[];
  /** Stops listening; resolves once the port refuses connections. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Whether it is listening. */
  readonly listening: boolean;
}

/** How long a connection still open when the server stops may finish its message, in ms. */
const CLOSE_GRACE_MS = 500;

/**
 * Starts an SMTP server on 127.0.0.1 with no TLS and no authentication (the servers send plain `smtp://`), for the
 * scale suite's email scenario (issue 21 item 3).
 *
 * @param port - the port, or 0 for one the system chooses.
 * @throws the listening error (e.g. `EADDRINUSE`).
 */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
  const received: CaughtEmail[] = [];
  let server: SMTPServer | null = null;

  const listen = async (on: number): Promise<number> => {
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: CLOSE_GRACE_MS,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(on, '127.0.0.1', () => resolve());
    });
    // A connection the servers drop mid-message is their retry's business, not a failure of the catcher.
    next.on('error', () => {});
    server = next;
    const address = next.server.address();
    return typeof address === 'object' && address ? address.port : on;
  };

  const catcher: SmtpCatcher = {
    port: await listen(port),
    received,
    async stop() {
      const current = server;
      server = null;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    async start() {
      if (!server) await listen(catcher.port);
    },
    get listening() {
      return server !== null;
    },
  };
  return catcher;
}

/** The text of a raw message with quoted-printable soft line breaks and `=3D` undone (enough to find markers). */
export function plainText(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The value of header `name` in a raw message (unfolded), or '' when absent. */
export function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}
