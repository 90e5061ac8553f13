/**
 * What the contract (contract.ts) says of files: the answers of a route that sends one with http/send-file.ts and
 * the body of a route that receives one with http/receive-upload.ts, declared once for every such route.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import { API_ERROR_CODES } from '@shared/api-error';
import type { Answer, OperationSpec } from './contract';

/** What sending a file may answer (send-file.ts): the file is gone, or the range names none of its bytes. */
export const FILE_ERRORS = [API_ERROR_CODES.fileMissing, API_ERROR_CODES.rangeNotSatisfiable] as const;

/**
 * The answers of a route that sends a file (send-file.ts): the whole file, one range of it, or the browser's copy
 * is current.
 *
 * @param description - what the whole file is, e.g. 'The certificate as a PDF.'.
 * @param media - its media type, e.g. `application/pdf`, `audio/*`.
 */
export function fileAnswers(description: string, media: string): Record<200 | 206 | 304, Answer> {
  return {
    200: { description, media },
    206: { description: 'One range of the file (HTTP Range).', media },
    304: { description: 'The browser’s copy is current (If-None-Match).' },
  };
}

/** A file's bytes in a form. */
const FILE_PART: OpenAPIV3_1.SchemaObject = { type: 'string', contentMediaType: 'application/octet-stream' };

/**
 * The body of an upload (receive-upload.ts): `multipart/form-data` with a `file` and the text fields named.
 *
 * @param fields - the text fields beside the file, e.g. `['title', 'notes']`.
 * @param options.fileRequired - false where the file is optional (default true).
 */
export function uploadBody(
  fields: readonly string[] = [],
  { fileRequired = true }: { fileRequired?: boolean } = {},
): NonNullable<OperationSpec['requestBody']> {
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            file: FILE_PART,
            ...Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
          },
          ...(fileRequired ? { required: ['file'] } : {}),
        },
      },
    },
  };
}
