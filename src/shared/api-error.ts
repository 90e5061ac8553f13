/**
 * The error body every API route answers with on failure (ARCHITECTURE.md): `{ error: { code, message, fields? } }`.
 * `fields` maps a field name to its first message.
 */
export interface ApiErrorBody {
  error: {
    /** Stable machine-readable code from {@link API_ERROR_CODES}, e.g. `validation_failed`. */
    code: ApiErrorCode;
    /** Human-readable summary. */
    message: string;
    /** Per-field messages for validation errors. */
    fields?: Record<string, string>;
  };
}

/**
 * Every error code the API can answer: the one catalogue (docs/decisions/0008). No code is written as a literal
 * anywhere else; the server maps each to its HTTP status in one place (src/server/http/errors.ts).
 */
export const API_ERROR_CODES = {
  validationFailed: 'validation_failed',
  invalidJson: 'invalid_json',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  internal: 'internal_error',
  /** 401: no session. */
  unauthorized: 'unauthorized',
  /** 403: signed in, but not allowed. */
  forbidden: 'forbidden',
  /** 429: a rate limit was hit; the `Retry-After` header says how many seconds to wait. */
  rateLimited: 'rate_limited',
  /** 401 on sign-in: wrong email or password (never says which). */
  invalidCredentials: 'invalid_credentials',
  /** 403 on sign-in: right password, but the email is not confirmed yet (a new link is sent). */
  emailNotVerified: 'email_not_verified',
  /** 403 on sign-in: not on the portal's allow-list, or not enabled; no session is kept. */
  accessDenied: 'access_denied',
  /** 403 on sign-up: the email is not on the portal's allow-list. */
  notApproved: 'not_approved',
  /** 400: an emailed link's token is unknown, used or expired (reset) or malformed (confirmation). */
  invalidToken: 'invalid_token',
  /** 400: a confirmation link has expired. */
  expired: 'expired',
  /** 409: the account was already confirmed. */
  alreadyConfirmed: 'already_confirmed',
  /** 403: a state-changing request came from another site or origin (docs/decisions/0007). */
  crossSiteRequest: 'cross_site_request',
  /** 404: the resource does not exist. */
  resourceNotFound: 'resource_not_found',
  /** 404: the resource has no file. */
  noFile: 'no_file',
  /** 404: the resource's file is no longer on the disk (deleted outside the app, or storage restored alone). */
  fileMissing: 'file_missing',
  /** 415: an uploaded file's type is not accepted, or its content does not match its name. */
  unsupportedFileType: 'unsupported_file_type',
  /** 404: no department has this slug. */
  departmentNotFound: 'department_not_found',
  /** 400: the account library refused a request for a reason none of the codes above names. */
  authError: 'auth_error',
  /** 400: a malformed request the other codes do not name. */
  badRequest: 'bad_request',
  /** 404: no published course has this id (learning area). */
  courseNotFound: 'course_not_found',
  /** 404: no module has this id (learning area, §2 'Module not found'). */
  moduleNotFound: 'module_not_found',
  /** 403: the caller is not enrolled in the module's course. */
  notEnrolled: 'not_enrolled',
  /** 409: the caller is already enrolled in the course (the enrolment stays one). */
  alreadyEnrolled: 'already_enrolled',
  /** 403: the module is locked for the caller (docs/decisions/0009). */
  moduleLocked: 'module_locked',
  /** 404: the module has no quiz. */
  noQuiz: 'no_quiz',
  /** 404: the module has no video. */
  noVideo: 'no_video',
  /** 409: every quiz attempt of the round is used (docs/decisions/0009); `Retry-After` is not sent. */
  noAttemptsLeft: 'no_attempts_left',
  /** 409: the module is already completed. */
  alreadyCompleted: 'already_completed',
  /** 404: the module has no worksheet (no prompts and no file), or no worksheet file to download. */
  noWorksheet: 'no_worksheet',
  /**
   * 409: the module may not complete yet: `fields` names each missing part (lesson, video, worksheet, quiz) with
   * what to do (docs/decisions/0009).
   */
  moduleNotReady: 'module_not_ready',
  /** 409: Mark as Watched before 90 % of the video is credited by playback. */
  videoNotWatched: 'video_not_watched',
  /** 409: the worksheet's Mark Complete before every prompt is answered or a filled file is uploaded. */
  worksheetIncomplete: 'worksheet_incomplete',
  /** 404: no certificate has this id (or, for its owner's routes, none of theirs). */
  certificateNotFound: 'certificate_not_found',
  /** 409: the certificate's credential is already revoked (revocation is final). */
  alreadyRevoked: 'already_revoked',
  /** 400: an uploaded credential file is neither JSON nor a PNG (or a broken one). */
  notCredentialFile: 'not_credential_file',
  /** 416: a `Range` header names no byte of the file. */
  rangeNotSatisfiable: 'range_not_satisfiable',
  /** 404: a program bucket has no file of this name (admin area, file manager). */
  fileNotFound: 'file_not_found',
  /** 409: a program bucket already has a file of this name (uploads and renames never overwrite). */
  fileExists: 'file_exists',
  /** 404: no program quiz has this id. */
  quizNotFound: 'quiz_not_found',
  /** 409: the program module already has a quiz (one per module). */
  quizExists: 'quiz_exists',
  /** 404: the quiz has no (active) question with this id (admin area, docs/decisions/0017). */
  questionNotFound: 'question_not_found',
  /** 404: the staff inbox has no submission of this kind with this id. */
  submissionNotFound: 'submission_not_found',
  /** 409: the application was already given the other decision (approve and decline are each final). */
  applicationDecided: 'application_decided',
  /** 404: the email queue has no email with this id (staff's Emails view). */
  emailNotFound: 'email_not_found',
  /** 409: only a failed email can be retried; this one is queued or sent. */
  emailNotFailed: 'email_not_failed',
  /** 404: the allow-list has no entry with this id. */
  allowListEntryNotFound: 'allow_list_entry_not_found',
  /** 404: no account has this id (staff's People), or the caller's own was deleted while their request ran. */
  userNotFound: 'user_not_found',
  /** 409: the change would leave no enabled admin (revoking or disabling the last one). */
  lastAdmin: 'last_admin',
  /** 409: an admin cannot disable their own account. */
  cannotDisableSelf: 'cannot_disable_self',
  /** 499 (logged only): the client closed the connection before its upload ended. */
  clientClosedRequest: 'client_closed_request',
  /** 403: the account was disabled by staff. */
  accountDisabled: 'account_disabled',
  /** 404: no press kit has this address, or it is not published (and the caller may not preview it). */
  pressKitNotFound: 'press_kit_not_found',
  /** 409: another press kit already has the chosen address (`fields.slug`). */
  slugTaken: 'slug_taken',
  /** 503: the database cannot be reached right now; the `Retry-After` header says how many seconds to wait. */
  serviceUnavailable: 'service_unavailable',
  /** 404: no track has this id, or the caller may not see it (docs/decisions/0022). */
  trackNotFound: 'track_not_found',
  /** 404: the track has no version with this number. */
  trackVersionNotFound: 'track_version_not_found',
  /** 404: no comment has this id, or the caller may not see its track. */
  trackCommentNotFound: 'track_comment_not_found',
  /** 409: staff cannot delete their own account. */
  cannotDeleteSelf: 'cannot_delete_self',
} as const;

/** One code of the catalogue. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
