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
