/**
 * Texts about a request as a whole rather than one form (our wording): a refused rate limit, a request that never
 * reached the server, a cancelled upload, an answer of the wrong shape.
 */

/** The answer to any request refused by a rate limit (the reset page shows `resetMessages.tooMany` instead). */
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/** The browser's own request failures, as the API client reports them. */
export const requestMessages = {
  /** The request never reached the server (also site-and-portals.md §8 "Reset": 'Network error…'). */
  network: 'Network error. Please check your connection and try again.',
  /** The visitor cancelled an upload. */
  aborted: 'The upload was cancelled.',
  /** The server answered 2xx with a body of the wrong shape. */
  invalidResponse: 'The server sent an answer this page could not read.',
} as const;

/** The answer to a request whose own account staff deleted while it ran (404 `user_not_found`). */
export const ACCOUNT_GONE_MESSAGE = 'Your account no longer exists.';

/**
 * The server's refusals of a request as a whole (our wording): no session or no access, a body that is not what the
 * route reads, an upload that breaks the form's rules, a file or range that cannot be sent.
 */
export const apiRequestMessages = {
  /** 401 `unauthorized`: no session, or one that ended. */
  signIn: 'Please sign in.',
  /** 403 `forbidden`: signed in without the access the route needs. */
  noAccess: 'You do not have access to this.',
  /** 403 `cross_site_request` without an origin to name. */
  crossSite: 'This request came from another site and was refused.',
  /** 403 `cross_site_request` from a page opened at another address than the site's. */
  otherAddress: (opened: string, site: string) =>
    `This page was opened at ${opened}, but this site's address is ${site}. Open ${site} and send it again.`,
  /** 400 `validation_failed`: a JSON body or multipart form whose fields the schema refuses. */
  invalidFields: 'Please correct the highlighted fields.',
  /** 400 `validation_failed`: path parameters the schema refuses. */
  invalidParams: 'Please correct the address.',
  /** 400 `validation_failed`: a query string the schema refuses. */
  invalidQuery: 'Please correct the query parameters.',
  /** A field error: a key the schema does not know. */
  unknownField: 'Unknown field.',
  /** A field error (`_body`): the body is not an object. */
  notAnObject: 'The request body must be a JSON object.',
  /** 413 `payload_too_large`: a JSON body past its limit. */
  bodyTooLarge: (maxBytes: number) => `The request body must be at most ${maxBytes} bytes.`,
  /** 415 `unsupported_media_type`: a body declared as something other than JSON. */
  notJson: 'The request body must be JSON (application/json).',
  /** 400 `invalid_json`: the body does not parse. */
  invalidJson: 'The request body is not valid JSON.',
  /** 415 `unsupported_media_type`: an upload route's body is not a multipart form. */
  notMultipart: 'The request body must be multipart/form-data.',
  /** 400 `validation_failed`: a multipart body the parser cannot read. */
  malformedMultipart: 'The multipart body is malformed.',
  /** 499 `client_closed_request`: nobody reads it (logged only). */
  clientGone: 'The client closed the connection before the upload ended.',
  /** 413 `payload_too_large`: a form with more fields or parts than the limits. */
  tooManyFields: (fields: number) => `A form may have at most ${fields} fields and one file.`,
  /** 413 `payload_too_large`: a form field past the longest value, in bytes. */
  fieldTooLong: (bytes: number) => `Must be at most ${bytes} bytes.`,
  /** 400 `validation_failed` (`fields.file`): a form with more than one file. */
  oneFileAtATime: 'Send one file at a time.',
  /** 416 `range_not_satisfiable`. */
  rangeNotSatisfiable: 'The requested range is not part of the file.',
  /** `file_missing`: the file's record is kept but its bytes are gone from the disk. */
  fileGone: 'This file is no longer available.',
} as const;
