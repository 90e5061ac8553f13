/**
 * Server configuration, validated with zod at start-up (ARCHITECTURE.md, operational contract).
 *
 * A bad value stops start-up with one line per bad variable, naming it. Nothing here is ever sent to the browser.
 */
import path from 'node:path';
import { z } from 'zod';
import { resolveSite, type SiteConfig } from '@content/site';

/** Signs tokens outside production only; production refuses to start without `AUTH_SECRET`. */
const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-never-used-in-production';

/** Where `npm run dev` serves the web app (vite.config.ts). */
const VITE_DEV_ORIGIN = 'http://localhost:5173';

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
    /** The learning area's content files: course, module lessons and quizzes, media, workshops. */
    LEARNING_CONTENT_DIR: z.string().min(1).default('./content/learning'),
    /** The members program's own content files: the milestone catalogue (its modules are the learning lessons). */
    PROGRAM_CONTENT_DIR: z.string().min(1).default('./content/program'),
    AUTH_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+)$/, 'must be true, false or the number of proxies in front')
      .default('false')
      .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    TRUSTED_ORIGINS: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const origins: string[] = [];
        for (const item of (v ?? '')
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean)) {
          const origin = URL.canParse(item) ? new URL(item).origin : 'null';
          if (origin === 'null' || origin !== item.replace(/\/+$/, '')) {
            ctx.addIssue({
              code: 'custom',
              message: `"${item}" is not an origin such as https://example.com`,
            });
            return z.NEVER;
          }
          origins.push(origin);
        }
        return origins;
      }),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z
      .string()
      .url()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /**
     * The issuer's signing keys for the certificates' Open Badges credentials, as the JSON of the exported key list
     * (features/credentials/issuer-keys.ts); left out, they are kept in `<DATA_DIR>/credentials/issuer-keys.json`.
     */
    CREDENTIAL_ISSUER_KEYS: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((e, ctx) => {
    if (e.NODE_ENV === 'production' && !e.AUTH_SECRET)
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    if (e.STORAGE_DRIVER === 's3')
      for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!e[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
  })
  .transform((e) => ({
    ...e,
    DATA_DIR: path.resolve(e.DATA_DIR),
    WEB_DIST_DIR: path.resolve(e.WEB_DIST_DIR),
    LEARNING_CONTENT_DIR: path.resolve(e.LEARNING_CONTENT_DIR),
    PROGRAM_CONTENT_DIR: path.resolve(e.PROGRAM_CONTENT_DIR),
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    AUTH_SECRET: e.AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET,
    // `npm run dev` serves pages from the Vite dev server, which forwards /api here with its own origin.
    TRUSTED_ORIGINS:
      e.TRUSTED_ORIGINS.length === 0 && e.NODE_ENV === 'development' ? [VITE_DEV_ORIGIN] : e.TRUSTED_ORIGINS,
  }));

/** The validated configuration plus the resolved {@link SiteConfig}. */
export type Env = z.output<typeof schema> & { site: SiteConfig; MAIL_FROM: string };

/** Thrown by {@link loadEnv}; its message has one line per bad variable (`NAME: reason`). */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Reads and validates the configuration.
 *
 * @param source - the variables to read, `process.env` by default.
 * @throws {EnvError} with one line per bad variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = schema.safeParse(source);
  const problems: string[] = [];
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join('.') || 'env'}: ${issue.message}`);
  }
  let site: SiteConfig | undefined;
  try {
    site = resolveSite(source);
  } catch (error) {
    problems.push((error as Error).message);
  }
  if (!parsed.success || !site || problems.length > 0) throw new EnvError(problems.join('\n'));
  return {
    ...parsed.data,
    site,
    MAIL_FROM: parsed.data.MAIL_FROM ?? `${site.brandName} <no-reply@${site.addresses.staff.split('@')[1]}>`,
  };
}
