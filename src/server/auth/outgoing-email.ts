/**
 * Emails that better-auth asks us to send while it works on a request are collected here and queued once its
 * operation has finished (issue "Accounts" item 3, 4); an email address it confirmed is reported the same way.
 *
 * better-auth may run its work in a database transaction; queueing from inside its callbacks would need a second
 * connection (and would deadlock the single-connection embedded database). Instead each account route runs the
 * better-auth call inside {@link withOutgoingEmail}, which queues what was collected.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MailMessage } from '../mail/transport';
import { pauseBetweenCalls } from './context-storage';

/** Where the emails of one account request lead (pages of the portal the request came from), and who hears of it. */
export interface OutgoingEmailPaths {
  /** Path of the portal's sign-in page. */
  loginPath: string;
  /** Path (with query) a confirmation link of this portal leads to. */
  confirmationPath: string;
  /** Told when the request confirmed an email address (not when it was confirmed before). */
  onEmailVerified?: (user: { id: string; email: string }) => void;
}

interface OutgoingEmail extends OutgoingEmailPaths {
  emails: MailMessage[];
}

const storage = new AsyncLocalStorage<OutgoingEmail>();
// Used only inside better-auth calls: off between them (./context-storage.ts).
pauseBetweenCalls(storage as AsyncLocalStorage<unknown>);

/**
 * Runs `work`, then hands every email its callbacks asked to send to `deliver`, also when `work` throws (signing
 * in unconfirmed both sends a fresh link and fails).
 *
 * @throws whatever `work` throws, after delivery.
 */
export async function withOutgoingEmail<T>(
  paths: OutgoingEmailPaths,
  work: () => Promise<T>,
  deliver: (emails: MailMessage[]) => Promise<void>,
): Promise<T> {
  const store: OutgoingEmail = { emails: [], ...paths };
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

/** Where a confirmation link produced by the current account request leads (path with query). */
export function currentConfirmationPath(): string {
  return currentStore().confirmationPath;
}

/** Called from better-auth's `afterEmailVerification`: tells the current request's `onEmailVerified`. */
export function reportEmailVerified(user: { id: string; email: string }): void {
  storage.getStore()?.onEmailVerified?.(user);
}

/**
 * Called from better-auth's email callbacks.
 *
 * @throws {Error} when called outside {@link withOutgoingEmail} (a route that forgot to wrap its call).
 */
export function sendLater(message: MailMessage): void {
  currentStore().emails.push(message);
}
