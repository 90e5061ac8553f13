/**
 * Tracks, versions and feedback pinned to moments (issue "Press kits and feedback on tracks" items 2, 3, 5;
 * docs/decisions/0022): the requests and answers of `/api/tracks`, `/api/track-comments`, `/api/feedback` and the
 * staff's mentor and account-deletion routes, declared once for the server and the web app.
 *
 * | route | request | answer |
 * |---|---|---|
 * | GET /api/tracks | | {@link TrackList}: the caller's own tracks, newest first |
 * | POST /api/tracks | multipart {@link trackFieldsSchema} + `file` | 201 {@link TrackAnswer} with version 1 |
 * | GET /api/tracks/:id | | {@link TrackAnswer} |
 * | PATCH /api/tracks/:id | {@link trackUpdateSchema} | {@link TrackAnswer} (the learner only) |
 * | DELETE /api/tracks/:id | | 204 (the learner, or an admin) |
 * | POST /api/tracks/:id/versions | multipart {@link versionFieldsSchema} + `file` | 201 {@link TrackAnswer} |
 * | GET /api/tracks/:id/versions/:n/audio | `Range` | the audio, 200 or 206 |
 * | GET /api/tracks/:id/versions/:n/comments | | {@link VersionComments} |
 * | POST /api/tracks/:id/versions/:n/comments | {@link commentBodySchema} | 201 {@link TrackComment} |
 * | POST /api/track-comments/:id/replies | {@link replyBodySchema} | 201 {@link TrackCommentReply} |
 * | PUT /api/track-comments/:id/resolved | {@link resolvedBodySchema} | {@link TrackComment} (the learner only) |
 * | GET /api/feedback/tracks?cursor=&limit= | {@link feedbackQuerySchema} | {@link FeedbackPage} |
 * | PUT /api/admin/people/:userId/mentor | {@link personMentorBodySchema} | the person's page (people.ts) |
 * | DELETE /api/admin/people/:userId | | {@link AccountDeletion} |
 */
import { z } from 'zod/mini';
import { FEEDBACK_PAGE_SIZE, TRACK_COMMENT_MAX, TRACK_NOTES_MAX, TRACK_TITLE_MAX } from '../limits/tracks';
import { trackRequestMessages as m } from '../messages/tracks';
import { pageLimitParam } from './cursor';
import { resourceCursorSchema } from './departments';
import { optionalText, requiredText } from './text';
import { uuid } from './uuid';

/** A track's title: cleaned as every text field (angle brackets stripped, control characters refused). */
const title = requiredText({ label: 'Title', max: TRACK_TITLE_MAX, required: m.titleRequired });
/** Notes: multi-line, may be empty ('' when absent). */
const notes = z.pipe(
  optionalText({ label: 'Notes', max: TRACK_NOTES_MAX, multiline: true }),
  z.transform((v: string | null) => v ?? ''),
);
/** The text of a comment or reply: multi-line plain text, cleaned, required. */
const feedbackBody = requiredText({
  label: 'Feedback',
  max: TRACK_COMMENT_MAX,
  multiline: true,
  required: m.bodyRequired,
});

/** `:id` of the track routes. */
export const trackParamsSchema = z.strictObject({ id: uuid(m.invalidTrackId) });

/** `:id/versions/:n` of the version routes; `n` counts from 1. */
export const trackVersionParamsSchema = z.strictObject({
  id: uuid(m.invalidTrackId),
  n: z.pipe(
    z.string({ error: m.invalidVersion }).check(z.regex(/^[1-9][0-9]{0,8}$/, m.invalidVersion)),
    z.transform((v: string) => Number(v)),
  ),
});

/** `:id` of the comment routes (`/api/track-comments/:id/...`). */
export const trackCommentParamsSchema = z.strictObject({ id: uuid(m.invalidCommentId) });

/** The text fields of `POST /api/tracks` (multipart; the audio travels beside them as `file`). */
export const trackFieldsSchema = z.strictObject({ title, notes });
export type TrackFields = z.output<typeof trackFieldsSchema>;

/** The text fields of `POST /api/tracks/:id/versions` (multipart; the audio travels beside them as `file`). */
export const versionFieldsSchema = z.strictObject({ notes });
export type VersionFields = z.output<typeof versionFieldsSchema>;

/** `PATCH /api/tracks/:id`: any of the three, at least one. */
export const trackUpdateSchema = z
  .strictObject({
    title: z.optional(title),
    notes: z.optional(notes),
    allowPeerFeedback: z.optional(z.boolean({ error: m.allowPeerFeedbackInvalid })),
  })
  .check(
    z.refine(
      (v) => v.title !== undefined || v.notes !== undefined || v.allowPeerFeedback !== undefined,
      m.nothingToChange,
    ),
  );
export type TrackUpdate = z.output<typeof trackUpdateSchema>;

/**
 * `POST /api/tracks/:id/versions/:n/comments`: a position in ms from 0 to the version's duration (the server
 * refuses a position past the end with `fields.positionMs`), and the feedback as plain text.
 */
export const commentBodySchema = z.strictObject({
  positionMs: z
    .number({ error: m.positionInvalid })
    .check(z.int(m.positionInvalid), z.minimum(0, m.positionInvalid)),
  body: feedbackBody,
});
export type CommentBody = z.output<typeof commentBodySchema>;

/** `POST /api/track-comments/:id/replies`. */
export const replyBodySchema = z.strictObject({ body: feedbackBody });
export type ReplyBody = z.output<typeof replyBodySchema>;

/** `PUT /api/track-comments/:id/resolved`. */
export const resolvedBodySchema = z.strictObject({ resolved: z.boolean({ error: m.resolvedRequired }) });

/** `GET /api/feedback/tracks?cursor=&limit=`. */
export const feedbackQuerySchema = z.strictObject({
  cursor: z.optional(resourceCursorSchema),
  limit: pageLimitParam(FEEDBACK_PAGE_SIZE, m),
});
export type FeedbackQuery = z.output<typeof feedbackQuerySchema>;

/** `PUT /api/admin/people/:userId/mentor`: grant (true) or revoke (false) the mentor role. */
export const personMentorBodySchema = z.strictObject({ mentor: z.boolean({ error: m.mentorRequired }) });

/**
 * Why a person may see a track: `learner` (their own), `mentor`, `admin`, `peer` (another approved artist, the
 * learner allows peer feedback), `agent` (the track is featured in a published press kit).
 */
const TRACK_VIEWER_ROLES = ['learner', 'mentor', 'admin', 'peer', 'agent'] as const;
export type TrackViewerRole = (typeof TRACK_VIEWER_ROLES)[number];

/** Who wrote a comment or reply, as everyone who can see the track sees them (never an email). */
const feedbackAuthorSchema = z.object({
  userId: z.string(),
  /** Stage name, else the account's name, else 'A member'. */
  displayName: z.string(),
  /** The author's relation to the track when they wrote (the learner, a mentor, an admin, a peer, an agent). */
  role: z.enum(TRACK_VIEWER_ROLES),
  /**
   * The organisation an agent or mentor works for (their account's, given at agent sign-up or on /account; issue 38
   * item 1), shown after the role; null when they gave none, and for every other role.
   */
  organisation: z.nullable(z.string()),
});
export type FeedbackAuthor = z.output<typeof feedbackAuthorSchema>;

/** One version of a track. */
const trackVersionSchema = z.object({
  /** 1 for the first upload. */
  number: z.number(),
  /** The name the file had on the learner's computer. */
  fileName: z.string(),
  /** Read from the content: audio/mpeg, audio/mp4, audio/aac, audio/wav, audio/flac or audio/ogg. */
  contentType: z.string(),
  sizeBytes: z.number(),
  /** Length of the audio, ms. */
  durationMs: z.number(),
  /** Waveform peaks, each 0..1, evenly spaced over the duration (wavesurfer's `peaks` option, one channel). */
  peaks: z.array(z.number()),
  notes: z.string(),
  /** Comments on this version, and how many of them are resolved. */
  commentCount: z.number(),
  resolvedCount: z.number(),
  /** The audio's address (relative, `/api/tracks/{id}/versions/{n}/audio`), with HTTP Range. */
  audioUrl: z.string(),
  /**
   * The original file's address (relative, `/api/tracks/{id}/versions/{n}/file`): a download under `fileName`, for
   * those whose permissions say `canDownload`.
   */
  fileUrl: z.string(),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type TrackVersion = z.output<typeof trackVersionSchema>;

/** A track with its versions, newest version first. */
const trackSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  allowPeerFeedback: z.boolean(),
  /** The learner the track belongs to. */
  owner: z.object({ userId: z.string(), displayName: z.string() }),
  /** Newest first (`versions[0]` is the latest). */
  versions: z.array(trackVersionSchema),
  /** ISO date-times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Track = z.output<typeof trackSchema>;

/** What the caller may do with a track (the server checks each again). */
const trackPermissionsSchema = z.object({
  /** Why the caller sees it. */
  viewerRole: z.enum(TRACK_VIEWER_ROLES),
  /** Change title, notes, peer feedback; upload versions; resolve comments (the learner only). */
  canEdit: z.boolean(),
  /** Delete the track (the learner, or an admin). */
  canDelete: z.boolean(),
  /** Comment and reply (everyone who sees it). */
  canComment: z.boolean(),
  /** Download each version's original file (the learner, mentors and admins; issue 38 item 1). */
  canDownload: z.boolean(),
});
export type TrackPermissions = z.output<typeof trackPermissionsSchema>;

/** `GET/PATCH /api/tracks/:id`, `POST /api/tracks`, `POST /api/tracks/:id/versions`. */
export const trackAnswerSchema = z.object({ track: trackSchema, permissions: trackPermissionsSchema });
export type TrackAnswer = z.output<typeof trackAnswerSchema>;

/** `GET /api/tracks`: the caller's own tracks, newest first. */
export const trackListSchema = z.object({ tracks: z.array(trackSchema) });
export type TrackList = z.output<typeof trackListSchema>;

/** A reply in a comment's thread. */
export const trackCommentReplySchema = z.object({
  id: z.string(),
  commentId: z.string(),
  author: feedbackAuthorSchema,
  /** Plain text: show it as text, never as HTML. */
  body: z.string(),
  createdAt: z.string(),
});
export type TrackCommentReply = z.output<typeof trackCommentReplySchema>;

/** A comment at a moment of a version, with its thread (oldest reply first). */
export const trackCommentSchema = z.object({
  id: z.string(),
  versionNumber: z.number(),
  /** ms from the start of the version. */
  positionMs: z.number(),
  author: feedbackAuthorSchema,
  /** Plain text: show it as text, never as HTML. */
  body: z.string(),
  /** ISO date-time the learner resolved it; null while open. */
  resolvedAt: z.nullable(z.string()),
  createdAt: z.string(),
  replies: z.array(trackCommentReplySchema),
});
export type TrackComment = z.output<typeof trackCommentSchema>;

/** `GET /api/tracks/:id/versions/:n/comments`: by position, then time. */
export const versionCommentsSchema = z.object({
  versionNumber: z.number(),
  comments: z.array(trackCommentSchema),
  /**
   * For version n > 1: the comments of version n-1 and whether each was resolved (a new version shows what the
   * learner addressed); null for version 1.
   */
  previousVersion: z.nullable(
    z.object({
      versionNumber: z.number(),
      resolved: z.array(trackCommentSchema),
      open: z.array(trackCommentSchema),
    }),
  ),
});
export type VersionComments = z.output<typeof versionCommentsSchema>;

/** A track in the feedback list (`GET /api/feedback/tracks`). */
const feedbackTrackSchema = z.object({
  id: z.string(),
  title: z.string(),
  owner: z.object({ userId: z.string(), displayName: z.string() }),
  allowPeerFeedback: z.boolean(),
  /** Why the caller sees it. */
  viewerRole: z.enum(TRACK_VIEWER_ROLES),
  latestVersion: z.object({
    number: z.number(),
    durationMs: z.number(),
    /** ISO date-time of the upload (the list's order, newest first). */
    createdAt: z.string(),
    commentCount: z.number(),
    resolvedCount: z.number(),
  }),
});
export type FeedbackTrack = z.output<typeof feedbackTrackSchema>;

/**
 * `GET /api/feedback/tracks`: the tracks the caller may give feedback on, other than their own, by latest version,
 * newest first: every learner's tracks for mentors and admins; for approved artists, those whose learner allows peer
 * feedback; for agents, the tracks featured in published press kits.
 */
export const feedbackPageSchema = z.object({
  tracks: z.array(feedbackTrackSchema),
  nextCursor: z.nullable(z.string()),
});
export type FeedbackPage = z.output<typeof feedbackPageSchema>;

/** `DELETE /api/admin/people/:userId`: what the deletion removed, as counts. */
export const accountDeletionSchema = z.object({
  userId: z.string(),
  email: z.string(),
  removed: z.object({
    pressKits: z.number(),
    tracks: z.number(),
    versions: z.number(),
    /** Comments and replies the person wrote, on anyone's tracks, plus those on their own tracks. */
    comments: z.number(),
    replies: z.number(),
    /** Stored files deleted (audio versions, press-kit photos). */
    files: z.number(),
  }),
});
export type AccountDeletion = z.output<typeof accountDeletionSchema>;
