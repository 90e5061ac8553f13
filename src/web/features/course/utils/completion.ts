/**
 * What a module's completion still needs, as the pages say it (issue "One course" item 4;
 * `learningRequestMessages.missing`): from the module view's `missing`, or from the fields of a 409
 * `module_not_ready` refusal when the view was behind the server.
 */
import { API_ERROR_CODES } from '@shared/api-error';
import { COMPLETION_PARTS, type CompletionPart } from '@shared/course/progress-steps';
import { learningRequestMessages } from '@shared/messages/learning';
import { ApiError } from '@web/lib/api-client';

/** The parts a `module_not_ready` refusal names (its `fields`, in course order); null for any other error. */
export function missingPartsOf(error: unknown): CompletionPart[] | null {
  if (!(error instanceof ApiError) || error.code !== API_ERROR_CODES.moduleNotReady) return null;
  return COMPLETION_PARTS.filter((part) => Object.hasOwn(error.fields, part));
}

/** The text of each missing part, in course order, once each. */
export function missingTexts(parts: readonly CompletionPart[]): string[] {
  return COMPLETION_PARTS.filter((part) => parts.includes(part)).map(
    (part) => learningRequestMessages.missing[part],
  );
}
