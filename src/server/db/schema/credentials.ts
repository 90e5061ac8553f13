/**
 * Open Badges 3.0 credentials of the certificates (issue "Certificates that anyone can verify without asking us";
 * docs/decisions/0013): each issued certificate's signed `OpenBadgeCredential`, its place in the revocation status
 * list, and the one signed status-list credential that anyone can read.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userCertificates } from './program';

/**
 * `certificate_credentials`: the signed credential of a certificate (one per certificate), the index of its bit in
 * the revocation status list (random, so neighbours say nothing of each other), and its revocation.
 */
export const certificateCredentials = pgTable(
  'certificate_credentials',
  {
    /** The certificate's public id (`user_certificates.certificate_id`). */
    certificateId: text('certificate_id')
      .primaryKey()
      .references(() => userCertificates.certificateId, { onDelete: 'cascade' }),
    /** The signed `OpenBadgeCredential`, exactly as issued. */
    credential: jsonb('credential').$type<Record<string, unknown>>().notNull(),
    /** The credential's bit in the revocation status list. */
    statusIndex: integer('status_index').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Why staff revoked it (also in the audit log). */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('certificate_credentials_status_index_key').on(t.statusIndex),
    check('certificate_credentials_status_index_range', sql`${t.statusIndex} >= 0`),
    check(
      'certificate_credentials_revocation_reason',
      sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`,
    ),
  ],
);

/**
 * `credential_status_list`: the one revocation status list (id 1): its encoded bitstring and the signed
 * `BitstringStatusListCredential` served at its stable URL, rewritten with every revocation.
 */
export const credentialStatusList = pgTable(
  'credential_status_list',
  {
    id: integer('id').primaryKey().default(1),
    /** The GZIP-compressed, base64url-encoded bitstring (W3C Bitstring Status List). */
    encodedList: text('encoded_list').notNull(),
    /** The signed status-list credential of `encoded_list`. */
    credential: jsonb('credential').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('credential_status_list_one_row', sql`${t.id} = 1`)],
);
