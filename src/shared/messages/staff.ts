/**
 * Texts of the staff's allow-lists, people and audit log APIs (issue "Staff operations" items 3, 4, 7). The spec
 * has none of these screens: every text here is our wording.
 */
import { STAFF_PAGE_SIZE, STAFF_SEARCH_MAX } from '../limits/staff';

/** Errors of the staff APIs (field errors and coded answers). */
export const staffRequestMessages = {
  unknownList: 'Unknown allow-list: use artist or agent.',
  invalidEntryId: 'Invalid allow-list entry id.',
  invalidUserId: 'Invalid account id.',
  invalidModuleId: 'Invalid module id.',
  enabledRequired: 'Say whether the entry is enabled (true or false).',
  adminRequired: 'Say whether the account is an admin (true or false).',
  disabledRequired: 'Say whether the account is disabled (true or false).',
  unknownFilter: 'Unknown filter.',
  unknownKind: 'Unknown kind of action.',
  searchTooLong: `Search must be ${STAFF_SEARCH_MAX} characters or less.`,
  limitNotNumber: 'Limit must be a number.',
  limitNotWhole: 'Limit must be a whole number.',
  limitTooSmall: 'Limit must be at least 1.',
  limitTooLarge: `Limit must be at most ${STAFF_PAGE_SIZE.max}.`,
  entryNotFound: 'This allow-list entry does not exist.',
  userNotFound: 'This account does not exist.',
  moduleNotFound: 'This module does not exist.',
  noQuiz: 'This module has no quiz.',
  notEnrolled: 'This person is not enrolled in the program.',
  lastAdmin: 'This is the last admin: grant another account admin first.',
  noLongerAdmin: 'You are no longer an admin: your role or account was changed while this request ran.',
  notYourself: 'You cannot disable your own account.',
  notYourOwnEntry: 'You cannot disable the entry of your own email.',
  noUpload: 'This learner has not uploaded a worksheet for this module.',
} as const;
