/**
 * Limits of the public forms (site-and-portals.md §5, §9 "Contact"; the intake and touring lengths are our
 * decision, docs/decisions/0001). Lengths are in characters after trimming, sizes in bytes. The schemas, the
 * forms' `maxLength` attributes and the server's body limit all read them from here.
 */

/** Longest email address any form or account field accepts (§5, §9). */
export const EMAIL_MAX_LENGTH = 255;

/** Contact form limits (§5, §9). */
export const CONTACT_LIMITS = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  message: 2000,
  messageMin: 10,
} as const;

/** Maximum lengths of the intake fields. */
export const INTAKE_LIMITS = {
  stageName: 100,
  legalName: 200,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  genres: 300,
  location: 120,
  musicalInfluences: 1000,
  socialHandles: 500,
  goals: 2000,
  challenges: 2000,
} as const;

/** Maximum lengths of the touring fields. */
export const TOURING_LIMITS = {
  stageName: 100,
  contactNameRole: 200,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  links: 1000,
  regions: 500,
  notes: 2000,
} as const;

/**
 * Years a tour may start in (our decision; §3 and §5 only say "ISO string"): wide enough for any real plan, narrow
 * enough to catch typing slips such as 0202 or 20277.
 */
export const TOURING_START_YEARS = { min: 1900, max: 2200 } as const;

/** Largest JSON body the public form endpoints accept, in bytes (our decision, docs/decisions). */
export const MAX_FORM_BODY_BYTES = 64 * 1024;
