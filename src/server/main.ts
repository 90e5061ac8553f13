/**
 * Entry point (ARCHITECTURE.md, operational contract): read the configuration, open and migrate the database,
 * start email delivery and the reminder job, listen, and shut down gracefully on SIGTERM/SIGINT (in-flight requests
 * finish, the reminder job and email delivery stop, the database closes and its lock is released).
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { startAdminSocket } from './admin/admin-socket';
import { serverListener } from './app';
import { ensureDemoAccounts, formatDemoAccounts } from './admin/demo-accounts';
import { prepareDataFolder } from './data-folder';
import { buildAppDeps } from './deps';
import {
  DataDirLockedError,
  keepStatisticsFresh,
  migrateDatabase,
  openDatabase,
  underStartupLock,
} from './db/client';
import { EnvError, loadEnv } from './env';
import { createLogger } from './logger';
import { EmailWorker } from './mail/email-queue';
import { createOutboxTransport, createSmtpTransport } from './mail/transport';
import { storedTrackKeys } from './features/tracks/service';
import { storedPressKitKeys } from './features/press-kits/service';
import { storedResourcePaths } from './features/departments/resources';
import { ContentError, loadLearningContentIfChanged } from './features/course/content';
import { loadProgramContentIfChanged } from './features/program/content';
import { progressMailer } from './mail/progress';
import { ReminderJob } from './features/emails/reminders';
import { issueMissingCredentials } from './features/credentials/issue';

import { sweepStorage } from './storage/stored-files';

/** The longest a request may take, body included, in ms (an hour: the largest upload is 500 MB). */
const REQUEST_TIMEOUT_MS = 60 * 60_000;

/**
 * How long an idle keep-alive connection stays open, in ms. Longer than the 60 s idle timeout of common proxies
 * and load balancers, so the server is never the side that closes a connection a client is about to reuse (Node's
 * 5 s default made a reused connection fail with "socket hang up" when both happened at once).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** On a bucket shared by several instances, only files older than this are swept at start-up, in ms. */
const SHARED_BUCKET_SWEEP_AGE_MS = 24 * 3600_000;

/** Longest wait for in-flight requests on shutdown before closing anyway, in ms. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      for (const line of error.message.split('\n')) console.error(`Invalid configuration: ${line}`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);

  await prepareDataFolder(env.DATA_DIR);
  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Instances started at once on one PostgreSQL database take turns for each write of the start (db/client.ts).
  await underStartupLock(database, () => migrateDatabase(database));
  const stopAnalyzing = keepStatisticsFresh(database, (error) =>
    logger.warn({ err: error }, 'refreshing planner statistics failed'),
  );
  logger.info({ database: database.kind }, 'database ready');
  // The course is edited as files: every start writes them to the database (features/course/content.ts).
  try {
    await underStartupLock(database, async () => {
      if (await loadLearningContentIfChanged(database.db, env.LEARNING_CONTENT_DIR))
        logger.info({ dir: env.LEARNING_CONTENT_DIR }, 'learning content loaded');
      // The members program's milestone catalogue (features/program/content.ts).
      if (await loadProgramContentIfChanged(database.db, env.PROGRAM_CONTENT_DIR))
        logger.info({ dir: env.PROGRAM_CONTENT_DIR }, 'program content loaded');
    });
  } catch (error) {
    if (error instanceof ContentError) {
      console.error(`Invalid course content: ${error.message}`);
      await database.close();
      process.exit(1);
    }
    throw error;
  }

  const transport = env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM, logger)
    : createOutboxTransport(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM, logger);
  const emailWorker = new EmailWorker(database.db, transport, logger);
  emailWorker.start();
  emailWorker.kick();

  const deps = buildAppDeps({ env, database, logger, emailWorker });
  // Certificates issued before credentials existed, or whose signing failed, get their signed credential now, beside
  // the start rather than before it (one signature takes tens of ms; a download signs a missing one itself). Each is
  // written once whatever instances do this at the same time (credentials/issue.ts), so it takes no start-up lock.
  void issueMissingCredentials(deps)
    .then((issued) => {
      if (issued > 0) logger.info({ issued }, 'certificate credentials signed');
    })
    .catch((error: unknown) => logger.warn({ err: error }, 'signing missing certificate credentials failed'));
  // Reminder emails to learners 14 days without activity: looked for hourly, safe on several instances.
  const reminders = new ReminderJob(database.db, progressMailer(deps), logger);
  reminders.start();
  // Files a crash left behind: uploads never finished, or whose row never committed (stored-files.ts).
  await sweepStorage(deps.disk, {
    referencedKeys: async () =>
      new Set([
        ...(await storedResourcePaths(deps)),
        ...(await storedTrackKeys(database.db)),
        ...(await storedPressKitKeys(database.db)),
      ]),
    // The local folder has one owner (the data-folder lock); a shared bucket may be receiving uploads right now.
    before: env.STORAGE_DRIVER === 'local' ? new Date() : new Date(Date.now() - SHARED_BUCKET_SWEEP_AGE_MS),
    logger,
  }).catch((error: unknown) => logger.warn({ err: error }, 'sweeping the storage failed'));
  if (env.NODE_ENV !== 'production')
    console.log(formatDemoAccounts(await underStartupLock(database, () => ensureDemoAccounts(deps))));
  // The CLI reaches a running server on the embedded database through this socket (scripts/cli.ts).
  const stopAdminSocket =
    database.kind === 'pglite'
      ? await startAdminSocket(env.DATA_DIR, database, logger, deps.disk).catch((error: unknown) => {
          logger.warn(
            { err: error },
            'admin socket not started; the CLI works only while the server is stopped',
          );
          return async () => {};
        })
      : async () => {};
  // The app behind @hono/node-server, the health probes answered before it (app.ts serverListener).
  const server = createServer(serverListener(deps, { hostname: env.HOST }));
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    logger.info(
      {
        port: address !== null && typeof address === 'object' ? address.port : env.PORT,
        url: env.PUBLIC_URL,
        email: transport.kind,
      },
      `listening on ${env.PUBLIC_URL}`,
    );
  });
  // A 500 MB training video over a slow link takes longer than Node's default 5 minutes per request; slow or idle
  // clients are still cut off by the header and keep-alive timeouts.
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal(
      { err: error },
      error.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use` : 'server error',
    );
    process.exit(1);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing anyway');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      stopAnalyzing();
      await reminders.stop();
      await emailWorker.stop();
      await stopAdminSocket();
      await deps.rateLimits.close();
      transport.close();
      await database.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  // Run by `npm start` as its child (scripts/start.mjs), over an IPC channel: when that process ends, even killed
  // with SIGKILL, the channel closes and the server stops as on SIGTERM. The channel alone keeps nothing running.
  if (process.channel) {
    process.channel.unref();
    process.on('disconnect', () => shutdown('disconnect'));
  }
}

await main();
