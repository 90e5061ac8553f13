/**
 * Texts of /admin's Settings tab (training-program.md §2 item 6 names the tab 'Settings'; issue 38 item 8;
 * docs/decisions/0011). All our wording but the tab's name: each row's label, how its value reads, and where it is
 * changed — an environment variable of docs/operations.md "Configuration and secrets", or the CLI's key rotation.
 */
import type { SystemSettings } from '../schemas/system-settings';

/** What a row reads when the server could not tell (e.g. the issuer's keys could not be loaded). */
const UNKNOWN = 'Unknown';

/** The tab's heading, description, states and table (its name, the spec's, is `adminMessages.tabs.settings`). */
export const adminSettingsMessages = {
  heading: 'System settings',
  description:
    'How this installation is configured, read from the server. Nothing here is changed in the browser: each setting says where it is changed, then the server is restarted. Passwords and keys are never shown.',
  loading: 'Loading system settings...',
  loadFailure: 'Failed to load system settings',
  caption: 'System settings of this installation',
  columns: { setting: 'Setting', value: 'Value', changedWith: 'Where it is changed' },
};

/** One row of the table: its label, the value as read, and where it is changed. */
interface SettingRow {
  key: string;
  label: string;
  value: string;
  changedWith: string;
}

/** `value` or {@link UNKNOWN}. */
const known = (value: string | null) => value ?? UNKNOWN;

/**
 * The table's rows, in the order the tab shows them.
 *
 * @param s - the answer of `GET /api/admin/settings`.
 */
export function settingRows(s: SystemSettings): SettingRow[] {
  return [
    { key: 'brand', label: 'Site name', value: s.brandName, changedWith: 'SITE_BRAND_NAME' },
    { key: 'public-url', label: 'Public address', value: s.publicUrl, changedWith: 'PUBLIC_URL' },
    {
      key: 'mail-from',
      label: 'Emails are sent from',
      value: s.addresses.mailFrom,
      changedWith: 'MAIL_FROM',
    },
    {
      key: 'staff',
      label: 'Form notifications go to',
      value: s.addresses.staff,
      changedWith: 'SITE_EMAIL_STAFF',
    },
    {
      key: 'general',
      label: 'General inquiries address',
      value: s.addresses.general,
      changedWith: 'SITE_EMAIL_GENERAL',
    },
    {
      key: 'submissions',
      label: 'Submissions address',
      value: s.addresses.submissions,
      changedWith: 'SITE_EMAIL_SUBMISSIONS',
    },
    {
      key: 'program',
      label: 'Training program address',
      value: s.addresses.program,
      changedWith: 'SITE_EMAIL_PROGRAM',
    },
    {
      key: 'email',
      label: 'Email delivery',
      value:
        s.email.kind === 'smtp'
          ? `SMTP server ${known(s.email.host)}`
          : 'File outbox in the data folder (no email leaves this machine)',
      changedWith: 'SMTP_URL',
    },
    {
      key: 'database',
      label: 'Database',
      value:
        s.database.kind === 'postgres'
          ? `PostgreSQL at ${known(s.database.host)}, database ${known(s.database.name)}`
          : 'Embedded database in the data folder',
      changedWith: 'DATABASE_URL',
    },
    {
      key: 'storage',
      label: 'File storage',
      value:
        s.storage.kind === 's3'
          ? `S3 bucket ${known(s.storage.bucket)} in ${known(s.storage.region)}${
              s.storage.endpoint ? ` at ${s.storage.endpoint}` : ''
            }`
          : 'Data folder on this machine',
      changedWith: 'STORAGE_DRIVER, S3_BUCKET, S3_REGION, S3_ENDPOINT',
    },
    {
      key: 'rate-limits',
      label: 'Rate-limit counters',
      value:
        s.rateLimits.kind === 'redis'
          ? `Redis at ${known(s.rateLimits.host)}`
          : 'In this server process (each instance counts alone)',
      changedWith: 'REDIS_URL',
    },
    {
      key: 'issuer',
      label: 'Certificate credentials issuer (DID)',
      value: known(s.credentials.did),
      changedWith: 'PUBLIC_URL',
    },
    {
      key: 'issuer-key',
      label: 'Current signing key',
      value: known(s.credentials.keyId),
      changedWith: 'npm run cli -- credentials rotate-key (or CREDENTIAL_ISSUER_KEYS)',
    },
    { key: 'app-version', label: 'App version', value: s.versions.app, changedWith: 'A new release' },
    {
      key: 'node-version',
      label: 'Node.js version',
      value: s.versions.node,
      changedWith: 'The server machine',
    },
  ];
}
