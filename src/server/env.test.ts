import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      PUBLIC_URL: 'http://localhost:3000',
    });
    expect(env.DATA_DIR).toBe(path.resolve('data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBe('GBF Music Group <no-reply@gbfmusic.example>');
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from an explicit one', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadEnv({ PUBLIC_URL: 'https://gbf.example/' }).PUBLIC_URL).toBe('https://gbf.example');
  });

  it('reads TRUSTED_ORIGINS as a list of origins, with the Vite dev server by default in development', () => {
    expect(loadEnv({}).TRUSTED_ORIGINS).toEqual(['http://localhost:5173']);
    expect(loadEnv({ NODE_ENV: 'test' }).TRUSTED_ORIGINS).toEqual([]);
    expect(
      loadEnv({ TRUSTED_ORIGINS: 'https://www.gbf.example, https://gbf.example:8443/' }).TRUSTED_ORIGINS,
    ).toEqual(['https://www.gbf.example', 'https://gbf.example:8443']);
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'https://gbf.example/path' })).toThrow(/^TRUSTED_ORIGINS: /m);
    expect(() => loadEnv({ TRUSTED_ORIGINS: 'gbf.example' })).toThrow(/^TRUSTED_ORIGINS: /m);
  });

  it('requires AUTH_SECRET in production and the bucket settings for S3 storage', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/^AUTH_SECRET: is required in production$/m);
    expect(() => loadEnv({ STORAGE_DRIVER: 's3', S3_BUCKET: 'files' })).toThrow(
      /^S3_ACCESS_KEY_ID: is required when STORAGE_DRIVER=s3\nS3_SECRET_ACCESS_KEY: is required when STORAGE_DRIVER=s3$/,
    );
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({}).TRUST_PROXY).toBe(0);
    expect(() => loadEnv({ TRUST_PROXY: 'yes' })).toThrow(/^TRUST_PROXY: /m);
  });

  it('fails with one line per bad variable, naming each', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', SITE_URL_SHOP: 'nope' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const lines = (error as Error).message.split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^PORT: /);
    expect(lines.some((l) => l.startsWith('DATABASE_URL: must be a postgres:// URL'))).toBe(true);
    expect(lines.some((l) => l.startsWith('SMTP_URL: '))).toBe(true);
    expect(lines.some((l) => l.startsWith('SITE_URL_SHOP: '))).toBe(true);
  });
});
