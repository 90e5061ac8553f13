/** What the app needs from the outside world; `createApp(deps)` takes it so tests can run the app in-process. */
import type { Database } from './db/client';
import type { Env } from './env';
import type { Logger } from './logger';
import type { EmailWorker } from './mail/email-queue';

export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** Delivers queued email; routes kick it after queueing a message. */
  emailWorker: EmailWorker;
}
