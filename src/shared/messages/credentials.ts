/**
 * Texts of the certificates' Open Badges 3.0 credentials (issue "Certificates that anyone can verify without asking
 * us: Open Badges 3.0 credentials"): revoking one (staff) and checking one (anyone, on /verify). The spec quotes
 * "Credential signature valid", "Revoked on <date>" and "Check a credential file"; every other text is our wording.
 */
import { REVOKE_REASON_MAX } from '../limits/credentials';

/** What the API answers when a revocation or a check is refused. */
export const credentialRequestMessages = {
  reasonRequired: 'Give the reason for revoking the certificate.',
  reasonTooLong: `Keep the reason to ${REVOKE_REASON_MAX} characters.`,
  certificateNotFound: 'This person has no certificate with this ID.',
  noCredential: 'This certificate has no signed credential to revoke.',
  alreadyRevoked: 'This certificate is already revoked.',
  fileRequired: 'Choose a credential file (.json or .png).',
  fileTooLarge: 'The file is over 1 MB: a credential is much smaller.',
  notJsonOrPng: 'This file is neither a JSON credential nor a PNG badge.',
} as const;

/** Why an uploaded credential is not valid, in words (the library's own messages follow them). */
export const credentialCheckReasons = {
  notAnObject: 'The file does not hold a credential (a JSON object).',
  noBakedCredential: 'This image carries no credential.',
  otherIssuer: 'The credential was not issued by us.',
  notVerified: 'The credential’s signature or contents do not check out.',
} as const;

/** The /verify page: the stored credential's check and the upload form. */
export const credentialVerifyMessages = {
  signatureValid: 'Credential signature valid',
  revokedOn: (date: string) => `Revoked on ${date}`,
  revokedNote: 'The issuer has revoked this certificate: it no longer stands.',
  signatureInvalid: 'The stored credential does not verify. Please contact us.',
  checkTitle: 'Check a credential file',
  checkIntro:
    'Upload a certificate’s credential (the .json file) or its badge image (the .png) to check that we issued it and that it still stands.',
  fileLabel: 'Credential file (.json or .png, up to 1 MB)',
  submit: 'Check the file',
  checking: 'Checking…',
  results: {
    valid: 'Valid: issued by us, unchanged and not revoked.',
    revoked: 'Revoked: issued by us, but no longer valid.',
    invalid: 'Not valid: this credential was not issued by us, or it was changed.',
  },
  recipient: 'Recipient',
  achievement: 'Achievement',
  issuedOn: 'Issued on',
  certificateId: 'Certificate ID',
  why: 'Why',
  failed: 'The file could not be checked. Please try again.',
} as const;

/** The staff person page: the certificate's state and its revocation. */
export const certificateStaffMessages = {
  title: 'Certificate',
  certificateId: 'Certificate ID',
  issued: 'Issued',
  state: 'State',
  active: 'Valid',
  noCredential: 'Valid (no signed credential)',
  revoked: (date: string) => `Revoked on ${date}`,
  reason: 'Reason',
  revoke: 'Revoke certificate',
  dialogTitle: 'Revoke this certificate?',
  dialogText: (id: string) =>
    `Certificate ${id} stops being valid for anyone who checks it. This cannot be undone.`,
  reasonLabel: 'Reason (recorded in the history, not shown publicly)',
  confirm: 'Revoke certificate',
  cancel: 'Cancel',
  saved: { title: 'Certificate revoked', text: 'The change is in the history.' },
} as const;
