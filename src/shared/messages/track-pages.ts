/**
 * Texts of the tracks and feedback pages (issue "Press kits and feedback on tracks" items 2, 3, 5; docs/decisions/0022):
 * /tracks, /tracks/{id}, /feedback, and the staff's mentor role and account deletion on a person's page. The spec
 * has none of these screens: every text here is our wording.
 */
import { TRACK_EXTENSIONS, TRACK_MAX_FILE_BYTES } from '../limits/tracks';
import { pageTitle } from '../pages';
import { feedbackAuthorMessages } from './tracks';

const formats = TRACK_EXTENSIONS.map((e) => e.toUpperCase()).join(', ');
const maxMb = Math.round(TRACK_MAX_FILE_BYTES / (1024 * 1024));

/** /tracks: the learner's tracks and the upload form. */
export const tracksPageMessages = {
  title: pageTitle('/tracks'),
  lead: 'Upload your music, then upload new versions as it grows. Mentors leave feedback at moments of each version.',
  loading: 'Loading your tracks...',
  loadFailure: "We couldn't load your tracks. Check your connection and try again.",
  listTitle: 'Your tracks',
  empty: 'No tracks yet. Upload your first one above.',
  versions: (n: number) => (n === 1 ? '1 version' : `${n} versions`),
  latestUpload: (date: string) => `Latest upload ${date}`,
  openComments: (n: number) => (n === 1 ? '1 open comment' : `${n} open comments`),
  uploadTitle: 'Upload a track',
  labels: { title: 'Title', notes: 'Notes', file: 'Audio file' },
  fileHint: `${formats}; up to ${maxMb} MB.`,
  notesHint: 'Optional: what you would like feedback on.',
  upload: 'Upload track',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  cancelUpload: 'Cancel upload',
  cancelled: 'Upload cancelled.',
  uploaded: { title: 'Track uploaded', text: 'Your track is ready to play.' },
  uploadFailed: 'Upload failed',
  leaveWarning: 'You have started an upload form that is not sent. Leave anyway?',
  fileRequired: 'Please choose an audio file.',
  fileTooLarge: `The audio file must be at most ${maxMb} MB.`,
  fileType: `Please choose an audio file (${formats}).`,
} as const;

/** /tracks/{id}: the player, versions, settings and comments. */
export const trackPageMessages = {
  title: pageTitle('/tracks/*'),
  loading: 'Loading this track...',
  loadFailure: "We couldn't load this track. Check your connection and try again.",
  notFound: 'This track does not exist, or you cannot see it.',
  backToTracks: 'Back to your tracks',
  backToFeedback: 'Back to feedback',
  backToArtists: 'Back to Artists',
  by: (name: string) => `By ${name}`,
  versionsLabel: 'Version',
  versionName: (n: number) => `v${n}`,
  versionUploaded: (date: string) => `Uploaded ${date}`,
  player: 'Player',
  play: 'Play',
  pause: 'Pause',
  position: (title: string) => `Position in ${title}`,
  timeOf: (current: string, total: string) => `${current} / ${total}`,
  marker: (time: string, author: string) => `Comment at ${time} by ${author}: go there`,
  newVersionTitle: 'Upload a new version',
  versionNotesHint: 'Optional: what changed in this version.',
  uploadVersion: 'Upload version',
  versionUploaded2: { title: 'New version uploaded', text: 'The new version is ready to play.' },
  settingsTitle: 'Track details',
  allowPeerFeedback: 'Let other learners in the program give feedback',
  save: 'Save',
  saving: 'Saving...',
  saved: 'Saved.',
  saveFailure: "We couldn't save your changes. Please try again.",
  leaveWarning: 'You have unsaved changes to this track. Leave anyway?',
  deleteTrack: 'Delete track',
  confirmDelete: {
    title: 'Delete this track?',
    text: (title: string) =>
      `“${title}” will be deleted with every version, comment and reply. This cannot be undone.`,
    confirm: 'Delete',
    pending: 'Deleting...',
  },
  cancel: 'Cancel',
  deleted: { title: 'Track deleted', text: 'The track and its feedback are gone.' },
  deleteFailed: 'The track could not be deleted',
  commentsTitle: 'Feedback',
  commentsLoading: 'Loading feedback...',
  commentsFailure: "We couldn't load the feedback. Check your connection and try again.",
  noComments: 'No feedback on this version yet.',
  commentAt: (time: string) => `Comment at ${time}`,
  send: 'Send',
  sending: 'Sending...',
  commentSent: 'Feedback sent.',
  commentFailure: "We couldn't send your feedback. Please try again.",
  reply: 'Reply',
  replyLabel: (author: string) => `Reply to ${author}`,
  replySent: 'Reply sent.',
  at: (time: string) => `at ${time}`,
  roles: feedbackAuthorMessages.roles,
  roleAndOrganisation: feedbackAuthorMessages.roleAndOrganisation,
  /** The learner's (and staff's) download of a version's file as uploaded (issue 38 item 1). */
  downloadOriginal: (fileName: string) => `Download original (${fileName})`,
  resolved: 'Resolved',
  open: 'Open',
  markResolved: 'Mark resolved',
  reopen: 'Reopen',
  resolveFailed: 'The comment could not be changed',
  previousTitle: (n: number) => `Feedback on v${n}`,
  previousSummary: (resolved: number, total: number) => `${resolved} of ${total} resolved`,
  previousNone: 'There was no feedback on the previous version.',
} as const;

/** /feedback: the tracks a mentor, an admin (or a peer, an agent) may give feedback on. */
export const feedbackPageMessages = {
  title: pageTitle('/feedback'),
  lead: "Learners' tracks, newest upload first. Open one to listen and leave feedback at a moment.",
  loading: 'Loading tracks...',
  loadFailure: "We couldn't load the tracks. Check your connection and try again.",
  empty: 'No tracks to review yet.',
  loadMore: 'Load more',
  loadMoreFailure: "We couldn't load more tracks. Please try again.",
  version: (n: number) => `v${n}`,
  uploaded: (date: string) => `uploaded ${date}`,
  comments: (total: number, resolved: number) =>
    total === 0
      ? 'No feedback yet'
      : `${total} ${total === 1 ? 'comment' : 'comments'}, ${resolved} resolved`,
} as const;

/** The staff's mentor role and account deletion on a person's page. */
export const personTrackMessages = {
  grantMentor: 'Grant mentor',
  revokeMentor: 'Revoke mentor',
  confirmGrantMentor: {
    title: 'Grant the mentor role?',
    text: (email: string) => `${email} will see every learner's tracks and can leave feedback on them.`,
    confirm: 'Grant mentor',
  },
  confirmRevokeMentor: {
    title: 'Revoke the mentor role?',
    text: (email: string) => `${email} will no longer see learners' tracks. Their feedback stays.`,
    confirm: 'Revoke mentor',
  },
  mentorGranted: { title: 'Mentor role granted', text: 'They now see learners’ tracks.' },
  mentorRevoked: { title: 'Mentor role revoked', text: 'They no longer see learners’ tracks.' },
  mentorBadge: 'Mentor',
  deleteAccount: 'Delete account',
  confirmDelete: {
    title: 'Delete this account?',
    text: (email: string) =>
      `The account ${email} will be deleted with its press kit, tracks, versions, files and feedback. This cannot be undone.`,
    confirm: 'Delete account',
    pending: 'Deleting...',
  },
  deletedTitle: 'Account deleted',
  deletedLead: (email: string) => `${email} was deleted. What went with it:`,
  removed: {
    pressKits: 'Press kits',
    tracks: 'Tracks',
    versions: 'Versions',
    comments: 'Comments',
    replies: 'Replies',
    files: 'Stored files',
  },
  cannotDeleteSelf: 'You cannot delete your own account.',
} as const;
