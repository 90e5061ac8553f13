/**
 * Which toast a failed validation of the application dialog shows (training-program.md §5 "Application", §8
 * "Application").
 */
import { fieldMessages } from '@shared/messages/forms';
import { programApplicationMessages as m } from '@shared/messages/program';
import type { ToastText } from '@shared/messages/toast-text';
import {
  PROGRAM_APPLICATION_REQUIRED,
  type ProgramApplicationInput,
} from '@shared/schemas/program-application';
import type { FieldErrors } from '@web/lib/use-api-form';

/**
 * 'Missing Information' / 'Please fill all required fields.' when a required field is empty (§5, §8); null when
 * every required field is filled in and only other problems remain (a malformed email, a field too long): their
 * messages under the fields say it. The check is by the message the shared schema produced, so the toast and the
 * field messages always agree.
 */
export function applicationValidationToast(errors: FieldErrors<ProgramApplicationInput>): ToastText | null {
  const missing = PROGRAM_APPLICATION_REQUIRED.some(
    (field) => errors[field]?.message === fieldMessages.required,
  );
  return missing ? m.missing : null;
}
