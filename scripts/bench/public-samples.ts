/**
 * What the pages the server renders per request need to be measured on an empty data folder (`npm run budget`,
 * `npm run bench:lighthouse`; docs/decisions/0004): with the server stopped, the demo accounts (as in the benches'
 * seed) and, for the demo artist, a published press kit saved and published by the press kits' own services, and a
 * program certificate with the facts the certificate service issues (written directly: issuing one through the
 * course would need the six modules completed with their evidence).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { parse } from 'zod/mini';
import { CERTIFICATE_PROGRAM_NAME } from '../../src/shared/schemas/certificates';
import { pressKitBodySchema } from '../../src/shared/schemas/press-kits';
import { ensureDemoAccounts } from '../../src/server/admin/demo-accounts';
import { migrateDatabase, openDatabase } from '../../src/server/db/client';
import { userCertificates, users } from '../../src/server/db/schema/index';
import { buildAppDeps } from '../../src/server/deps';
import { loadEnv } from '../../src/server/env';
import { newCertificateId } from '../../src/server/features/certificates/service';
import { saveOwnKit, setPublication } from '../../src/server/features/press-kits/service';
import { createLogger } from '../../src/server/logger';
import { EmailWorker } from '../../src/server/mail/email-queue';
import { createOutboxTransport } from '../../src/server/mail/transport';

/** The slug of the sample kit. */
const SAMPLE_SLUG = 'sample-artist';

/** The addresses of the pages made, e.g. `/epk/sample-artist` and `/verify/GBF-…`. */
export interface PublicSamples {
  epk: string;
  verify: string;
}

/**
 * Makes the samples in the embedded database of `dataDir` (the server must not be running on it).
 *
 * @param publicUrl - the site's origin the server will run at, for the kit's absolute addresses.
 * @throws when the database cannot be opened or a service refuses the sample.
 */
export async function seedPublicSamples(dataDir: string, publicUrl: string): Promise<PublicSamples> {
  const env = loadEnv({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'test' });
  const logger = createLogger('silent');
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    const transport = createOutboxTransport(path.join(dataDir, 'outbox'), env.MAIL_FROM, logger);
    const deps = buildAppDeps({
      env,
      database,
      logger,
      emailWorker: new EmailWorker(database.db, transport, logger),
    });
    const accounts = await ensureDemoAccounts(deps);
    await deps.rateLimits.close();
    transport.close();
    const artist = accounts.find((account) => account.role === 'artist');
    if (!artist) throw new Error('no demo artist');
    const { db } = database;
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, artist.email));
    if (!user) throw new Error(`no account for ${artist.email}`);
    const site = { publicUrl };
    const body = parse(pressKitBodySchema, {
      stageName: 'Sample Artist',
      shortBio: 'A short bio for link previews. '.repeat(5).trim(),
      longBio: 'A long bio paragraph. '.repeat(120).trim(),
      genres: ['Afrobeat', 'Soul', 'Jazz'],
      location: 'Accra, Ghana',
      links: [{ label: 'Website', url: 'https://example.com' }],
      achievements: ['Played the festival', 'Released an EP'],
    });
    await saveOwnKit(db, user.id, body, site);
    await setPublication(db, user.id, { published: true, slug: SAMPLE_SLUG }, site);
    const now = new Date();
    const certificateId = newCertificateId(now);
    await db.insert(userCertificates).values({
      userId: user.id,
      certificateType: 'program_completion',
      certificateId,
      certificateData: {
        recipient_name: 'Sample Artist',
        program_name: CERTIFICATE_PROGRAM_NAME,
        completion_date: now.toISOString(),
        enrolled_date: new Date(now.getTime() - 180 * 86_400_000).toISOString(),
        duration_days: 180,
        issued_by: env.site.brandName,
        certificate_id: certificateId,
        modules_completed: 6,
      },
      issuedAt: now,
    });
    return { epk: `/epk/${SAMPLE_SLUG}`, verify: `/verify/${encodeURIComponent(certificateId)}` };
  } finally {
    await database.close();
  }
}
