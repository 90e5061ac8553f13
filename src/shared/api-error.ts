/**
 * The error body every API route answers with on failure (ARCHITECTURE.md): `{ error: { code, message, fields? } }`.
 * `fields` maps a field name to its first message.
 */
export interface ApiErrorBody {
  error: {
    /** Stable machine-readable code, e.g. `validation_failed`, `payload_too_large`, `not_found`. */
    code: string;
    /** Human-readable summary. */
    message: string;
    /** Per-field messages for validation errors. */
    fields?: Record<string, string>;
  };
}

/** The error codes the API uses. */
export const API_ERROR_CODES = {
  validationFailed: 'validation_failed',
  invalidJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  internal: 'internal_error',
} as const;
