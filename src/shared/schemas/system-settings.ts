/**
 * The answer of `GET /api/admin/settings` (training-program.md §2 item 6 "Settings"; issue 38 item 8;
 * docs/decisions/0011): how this installation is configured, read-only, for the admin page's Settings tab. Only
 * named, non-secret fields: never a password, a key, a token or a connection string — a host and a database,
 * bucket or region name at most. Texts (labels and where each is changed) live in `messages/admin-settings.ts`.
 */
import { z } from 'zod/mini';

/** How email leaves: `.eml` files in the data folder's outbox, or an SMTP server (its host and port only). */
const emailTransportSchema = z.object({
  kind: z.enum(['outbox', 'smtp']),
  /** `host:port` of the SMTP server; null for the outbox. */
  host: z.nullable(z.string()),
});

/** The database: the embedded one in the data folder, or PostgreSQL (its host and database name only). */
const databaseSchema = z.object({
  kind: z.enum(['embedded', 'postgres']),
  host: z.nullable(z.string()),
  name: z.nullable(z.string()),
});

/** Where uploads are kept: the data folder, or an S3 bucket (bucket, region and endpoint host only). */
const fileStorageSchema = z.object({
  kind: z.enum(['local', 's3']),
  bucket: z.nullable(z.string()),
  region: z.nullable(z.string()),
  /** The S3-compatible endpoint's host, null for AWS itself. */
  endpoint: z.nullable(z.string()),
});

/** Where the rate-limit counters live: in each process, or Redis (its host only). */
const rateLimitStoreSchema = z.object({
  kind: z.enum(['memory', 'redis']),
  host: z.nullable(z.string()),
});

/** The installation's settings as the Settings tab shows them. */
export const systemSettingsSchema = z.object({
  brandName: z.string(),
  publicUrl: z.string(),
  /** The sender of every email (`MAIL_FROM`) and the site's addresses (env.site.addresses). */
  addresses: z.object({
    mailFrom: z.string(),
    general: z.string(),
    submissions: z.string(),
    program: z.string(),
    staff: z.string(),
  }),
  email: emailTransportSchema,
  database: databaseSchema,
  storage: fileStorageSchema,
  rateLimits: rateLimitStoreSchema,
  /** The certificates' credential issuer: its did:web and its current key's id (null when they cannot be read). */
  credentials: z.object({ did: z.nullable(z.string()), keyId: z.nullable(z.string()) }),
  /** This build's version (package.json) and the Node version it runs on, e.g. `0.1.0`, `v20.19.0`. */
  versions: z.object({ app: z.string(), node: z.string() }),
});
export type SystemSettings = z.output<typeof systemSettingsSchema>;
