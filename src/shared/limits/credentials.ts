/**
 * Limits of the certificates' Open Badges 3.0 credentials (issue "Certificates that anyone can verify without asking
 * us: Open Badges 3.0 credentials"): revoking one, and checking an uploaded credential file. Our decision: the spec
 * names none. Lengths are in characters after trimming, sizes in bytes.
 */

/** Longest reason staff give for revoking a certificate. */
export const REVOKE_REASON_MAX = 500;

/** Largest credential file (a `.json` credential or a baked `.png` badge) anyone may upload to be checked: 1 MB. */
export const CREDENTIAL_FILE_MAX_BYTES = 1024 * 1024;
