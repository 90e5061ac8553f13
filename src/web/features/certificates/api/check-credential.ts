/**
 * Checking a credential file on /verify (issue "Certificates that anyone can verify without asking us: Open Badges
 * 3.0 credentials"): `POST /api/credentials/verify` with the file (a `.json` credential or a baked `.png` badge)
 * answers whether we issued it, unaltered, and whether it still stands.
 */
import { useMutation } from '@tanstack/react-query';
import { credentialCheckSchema, type CredentialCheck } from '@shared/schemas/credentials';
import { sendForm } from '@web/lib/api-client';

/**
 * Sends `file` to be checked.
 *
 * @throws {ApiError} 400 `not_credential_file` (neither JSON nor PNG) or `validation_failed`, 413, 429, or status 0.
 */
function checkCredential(file: File): Promise<CredentialCheck> {
  const body = new FormData();
  body.set('file', file, file.name);
  return sendForm('post', '/credentials/verify', {}, body, { schema: credentialCheckSchema });
}

/** The check mutation (variables: the file). */
export function useCheckCredential() {
  return useMutation({ mutationFn: checkCredential });
}
