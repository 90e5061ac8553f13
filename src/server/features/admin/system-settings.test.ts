/**
 * `GET /api/admin/settings` (training-program.md §2 item 6 "Settings"; issue 38 item 8; docs/decisions/0011): admins
 * read how the installation is configured; anyone else is refused; and with every secret the configuration can hold
 * set (database, SMTP and Redis passwords, S3 keys, AUTH_SECRET, the issuer's secret keys), none of them appears
 * anywhere in the answer — only hosts, names and ids.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import type { SystemSettings } from '@shared/schemas/system-settings';
import { rotateIssuerKeyCommand } from '../../admin/commands';
import { createApp } from '../../app';
import { useAccountSuite } from '../../test/accounts';
import { call, member } from '../../test/admin-test-kit';
import { testEnv } from '../../test/test-app';
import { credentialIssuer } from '../credentials/issuer';

const suite = useAccountSuite();
let admin: { cookie: string };
let learner: { cookie: string };
let keysDir = '';

beforeAll(async () => {
  admin = await member(suite.t, true);
  learner = await member(suite.t);
  keysDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-settings-keys-'));
});

afterAll(async () => {
  await fs.rm(keysDir, { recursive: true, force: true });
});

describe('GET /api/admin/settings', () => {
  it('answers 401 without a session and 403 to a signed-in learner who is not an admin', async () => {
    expect((await call(suite.t.app, 'GET', '/api/admin/settings')).status).toBe(401);
    const refused = await call(suite.t.app, 'GET', '/api/admin/settings', { cookie: learner.cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe(API_ERROR_CODES.forbidden);
  });

  it('shows an admin the embedded installation: data folder, outbox, in-process limits, key-1, the versions', async () => {
    const response = await call(suite.t.app, 'GET', '/api/admin/settings', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const settings: SystemSettings = await response.json();
    const { env } = suite.t;
    expect(settings).toEqual({
      brandName: env.site.brandName,
      publicUrl: 'http://localhost:3999',
      addresses: {
        mailFrom: env.MAIL_FROM,
        general: env.site.addresses.general,
        submissions: env.site.addresses.submissions,
        program: env.site.addresses.program,
        staff: env.site.addresses.staff,
      },
      email: { kind: 'outbox', host: null },
      database: { kind: 'embedded', host: null, name: null },
      storage: { kind: 'local', bucket: null, region: null, endpoint: null },
      rateLimits: { kind: 'memory', host: null },
      credentials: { did: 'did:web:localhost%3A3999', keyId: 'key-1' },
      versions: { app: expect.stringMatching(/^\d+\.\d+\.\d+/), node: process.version },
    });
  });

  it('names the hosts, database, bucket and current key of a production set-up, and never one of its secrets', async () => {
    // The CLI's rotation on an empty folder makes key-1, then key-2, the current one; their secret halves are in
    // the value.
    await rotateIssuerKeyCommand(keysDir);
    const issuerKeys = await fs.readFile(path.join(keysDir, 'credentials', 'issuer-keys.json'), 'utf8');
    const secretKeys = (
      JSON.parse(issuerKeys) as { keys: { multikey: { secretKeyMultibase: string } }[] }
    ).keys.map((key) => key.multikey.secretKeyMultibase);
    const secrets = {
      database: 'db-pass-Zq81',
      databaseUser: 'gbf_owner',
      smtp: 'smtp-pass-Xw27',
      smtpUser: 'mailer-account',
      redis: 'redis-pass-Kt54',
      s3Key: 'AKIAEXAMPLEKEY0001',
      s3Secret: 's3-secret-Vb93-example',
      auth: 'auth-secret-Hn66-0123456789abcdefghijklmnopqrstuv',
    };
    const env = testEnv(suite.t.env.DATA_DIR, {
      PUBLIC_URL: 'https://label.example.org',
      MAIL_FROM: 'GBF Music Group <no-reply@label.example.org>',
      AUTH_SECRET: secrets.auth,
      DATABASE_URL: `postgres://${secrets.databaseUser}:${secrets.database}@db.internal:5433/gbf_site`,
      SMTP_URL: `smtps://${secrets.smtpUser}:${secrets.smtp}@smtp.example.net:465`,
      REDIS_URL: `redis://:${secrets.redis}@cache.internal:6380/0`,
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'gbf-uploads',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://objects.example.net',
      S3_ACCESS_KEY_ID: secrets.s3Key,
      S3_SECRET_ACCESS_KEY: secrets.s3Secret,
      CREDENTIAL_ISSUER_KEYS: issuerKeys,
    });
    // The same database, sessions and limits; only the configuration the route reads is the production one.
    const app = createApp({ ...suite.t.deps, env, issuer: credentialIssuer(env) });
    const response = await call(app, 'GET', '/api/admin/settings', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const text = await response.text();
    const settings = JSON.parse(text) as SystemSettings;
    expect(settings.publicUrl).toBe('https://label.example.org');
    expect(settings.addresses.mailFrom).toBe('GBF Music Group <no-reply@label.example.org>');
    expect(settings.email).toEqual({ kind: 'smtp', host: 'smtp.example.net:465' });
    expect(settings.database).toEqual({ kind: 'postgres', host: 'db.internal:5433', name: 'gbf_site' });
    expect(settings.storage).toEqual({
      kind: 's3',
      bucket: 'gbf-uploads',
      region: 'eu-west-1',
      endpoint: 'objects.example.net',
    });
    expect(settings.rateLimits).toEqual({ kind: 'redis', host: 'cache.internal:6380' });
    expect(settings.credentials).toEqual({ did: 'did:web:label.example.org', keyId: 'key-2' });
    expect(secretKeys).toHaveLength(2);
    for (const secret of [...Object.values(secrets), ...secretKeys]) expect(text).not.toContain(secret);
    expect(text).not.toContain('secretKeyMultibase');
    expect(text).not.toContain('publicKeyMultibase');
  });
});
