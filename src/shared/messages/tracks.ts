/**
 * Texts of the tracks and feedback API (issue "Press kits and feedback on tracks" items 2, 3, 5): the spec has no
 * such screens, every text here is our wording.
 */
import { TRACK_EXTENSIONS, TRACK_NOTES_MAX } from '../limits/tracks';

/** Refusals of an uploaded audio file. */
export const trackFileMessages = {
  invalidType: `Please choose an audio file (${TRACK_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}) whose content matches its name.`,
  tooLarge: 'The audio file must be at most 200 MB.',
  empty: 'The file is empty.',
  badName: 'The file name must not contain slashes, ".." or control characters.',
  required: 'Please choose an audio file.',
  unreadable: 'This audio file could not be read: it may be truncated or damaged.',
} as const;

/** Refusals of the request fields and parameters. */
export const trackRequestMessages = {
  titleRequired: 'Please give the track a title.',
  notesTooLong: `Notes must be at most ${TRACK_NOTES_MAX} characters.`,
  bodyRequired: 'Please write your feedback.',
  positionInvalid: 'The position must be a whole number of milliseconds, 0 or more.',
  positionPastEnd: 'The position is past the end of this version.',
  resolvedRequired: 'resolved must be true or false.',
  allowPeerFeedbackInvalid: 'allowPeerFeedback must be true or false.',
  nothingToChange: 'Send at least one of title, notes or allowPeerFeedback.',
  invalidTrackId: 'Invalid track id.',
  invalidCommentId: 'Invalid comment id.',
  invalidVersion: 'The version must be a whole number from 1.',
  invalidCursor: 'Invalid cursor.',
  limitNotNumber: 'limit must be a number.',
  limitNotWhole: 'limit must be a whole number.',
  limitTooSmall: 'limit must be at least 1.',
  limitTooLarge: 'limit is too large.',
  mentorRequired: 'mentor must be true or false.',
  trackNotFound: 'This track does not exist.',
  versionNotFound: 'This version does not exist.',
  commentNotFound: 'This comment does not exist.',
  onlyLearnerResolves: 'Only the learner the track belongs to can resolve its comments.',
  onlyLearnerEdits: 'Only the learner the track belongs to can change it.',
  onlyLearnerAndStaffDownload:
    'Only the learner the track belongs to and staff can download its original files.',
  threadFull: 'This thread is full.',
  versionFull: 'This version has as many comments as it can keep.',
  onlyArtistsUpload: 'Only approved artists upload tracks.',
  cannotDeleteSelf: 'You cannot delete your own account.',
} as const;

/**
 * How a feedback author is named (issue 38 item 1): their role beside their name, and, when they set no name, the
 * role's fallback instead (never their email).
 */
export const feedbackAuthorMessages = {
  roles: { learner: 'Artist', mentor: 'Mentor', admin: 'Staff', peer: 'Peer', agent: 'Agent' },
  fallbackName: {
    learner: 'A member',
    peer: 'A member',
    mentor: 'A mentor',
    admin: 'A staff member',
    agent: 'An agent',
  },
  /** The role as shown after the name, with the organisation after it when there is one: 'Agent · Northside'. */
  roleAndOrganisation: (role: string, organisation: string | null) =>
    organisation ? `${role} · ${organisation}` : role,
} as const;

/** The feedback email (our wording). */
export const feedbackEmailMessages = {
  subject: (title: string) => `New feedback on your track ${title}`,
  /** The author and what they did: `name` with their role, `time` as m:ss, `version` its number. */
  comment: (author: string, role: string, title: string, time: string, version: number) =>
    `${author} (${role}) left feedback on your track “${title}” at ${time} of version ${version}:`,
  reply: (author: string, role: string, title: string, time: string, version: number) =>
    `${author} (${role}) replied to the feedback at ${time} of version ${version} of your track “${title}”:`,
  /** After a quote cut at FEEDBACK_EMAIL_QUOTE_MAX characters (limits/tracks). */
  cut: '[…]',
  open: 'Hear it at that moment, reply, and mark it resolved when it is done:',
  throttled: 'We send at most one of these emails per track each hour, so more feedback may be waiting.',
} as const;
