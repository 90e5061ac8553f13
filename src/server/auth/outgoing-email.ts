/**
 * Emails that better-auth asks us to send while it works on a request are collected here and queued once its
 * operation has finished (issue "Accounts" item 3, 4).
 *
 * better-auth may run its work in a database transaction; queueing from inside its callbacks would need a second
 * connection (and would deadlock the single-connection embedded database). Instead each account route runs the
 * better-auth call inside {@link withOutgoingEmail}, which queues what was collected.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MailMessage } from '../mail/transport';

interface OutgoingEmail {
  emails: MailMessage[];
  /** Path of the sign-in page of the portal the request came from. */
  loginPath: string;
}

const storage = new AsyncLocalStorage<OutgoingEmail>();

/**
 * Runs `work`, then hands every email its callbacks asked to send to `deliver`, also when `work` throws (signing
 * in unconfirmed both sends a fresh link and fails).
 *
 * @throws whatever `work` throws, after delivery.
 */
export async function withOutgoingEmail<T>(
  loginPath: string,
  work: () => Promise<T>,
  deliver: (emails: MailMessage[]) => Promise<void>,
): Promise<T> {
  const store: OutgoingEmail = { emails: [], loginPath };
  try {
    return await storage.run(store, work);
  } finally {
    if (store.emails.length > 0) await deliver(store.emails);
  }
}

function currentStore(): OutgoingEmail {
  const store = storage.getStore();
  if (!store) throw new Error('An account email was produced outside an account route.');
  return store;
}

/** The sign-in page of the portal the current account request came from. */
export function currentLoginPath(): string {
  return currentStore().loginPath;
}

/**
 * Called from better-auth's email callbacks.
 *
 * @throws {Error} when called outside {@link withOutgoingEmail} (a route that forgot to wrap its call).
 */
export function sendLater(message: MailMessage): void {
  currentStore().emails.push(message);
}
