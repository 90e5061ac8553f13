/**
 * Limits of the admin area and the program's storage buckets (training-program.md §5 "Uploads", "Admin new quiz
 * question", "Rename"; §9 "Upload limits", "Default quiz", "Quiz questions"; issue "Artist directory, certificates,
 * the admin area and the file manager" items 4-5; docs/decisions/0011). Sizes are in bytes, lengths in characters
 * after trimming, times in seconds where the name says so. What the spec leaves open (the text lengths, the user
 * page size, the longest file name) is our decision.
 */

/** The two buckets of the members program (§3 "Storage buckets"), on the one storage disk. */
export const PROGRAM_BUCKETS = ['program-videos', 'program-worksheets'] as const;
export type ProgramBucket = (typeof PROGRAM_BUCKETS)[number];

/** The bucket of training videos (§9). */
export const VIDEO_BUCKET: ProgramBucket = 'program-videos';
/** The bucket of worksheets (§9). */
export const WORKSHEET_BUCKET: ProgramBucket = 'program-worksheets';

/** Video extensions an upload may have (§5 "Videos"). */
export const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'avi', 'mov', 'wmv', 'flv', 'mkv'] as const;

/** Worksheet extensions an upload may have (§9 "worksheet upload max 10 MB (.pdf, .doc, .docx)"). */
export const WORKSHEET_EXTENSIONS = ['pdf', 'doc', 'docx'] as const;

/**
 * What a learner may upload as their filled worksheet (issue 38 item 3, docs/decisions/0011 "A learner's filled
 * worksheet"): the bucket's documents, and CSV, the format the course's own "Download Worksheet" hands out, so the
 * file a learner downloaded and filled in comes back. A CSV must be UTF-8 text without NUL bytes, the whole file.
 */
export const LEARNER_WORKSHEET_EXTENSIONS = [...WORKSHEET_EXTENSIONS, 'csv'] as const;

/** One MB as the size messages count it (1024 × 1024 bytes, as the department uploads do). */
const MB = 1024 * 1024;

/** Largest training video (§9 "admin video upload max 500 MB"). */
export const VIDEO_MAX_BYTES = 500 * MB;

/** Largest worksheet (§9 "worksheet upload max 10 MB"). */
export const WORKSHEET_MAX_BYTES = 10 * MB;

/** What each bucket accepts: its extensions and its largest file in bytes. */
export const BUCKET_RULES: Record<ProgramBucket, { extensions: readonly string[]; maxBytes: number }> = {
  'program-videos': { extensions: VIDEO_EXTENSIONS, maxBytes: VIDEO_MAX_BYTES },
  'program-worksheets': { extensions: WORKSHEET_EXTENSIONS, maxBytes: WORKSHEET_MAX_BYTES },
};

/**
 * The content type each accepted extension is stored and served with: the bucket's file type, never what the
 * browser claimed.
 */
export const BUCKET_CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogg: 'video/ogg',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  mkv: 'video/x-matroska',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  /** A learner's filled worksheet ({@link LEARNER_WORKSHEET_EXTENSIONS}); never a bucket upload. */
  csv: 'text/csv; charset=utf-8',
};

/** Files a bucket listing shows at most (§7 "list … (limit 100)", §9 "File manager lists up to 100 files"). */
export const BUCKET_LIST_LIMIT = 100;

/** Cache lifetime of an uploaded file (§7 "upload with cache control 3600"), in seconds. */
export const STORAGE_CACHE_CONTROL_SECONDS = 3600;

/** Longest file name in a bucket, in characters (our decision; names are ASCII, file systems allow 255 bytes). */
export const BUCKET_FILE_NAME_MAX = 200;

/** Letters of random text in a stored file name, after the timestamp (§9 "a timestamp plus random text"). */
export const STORED_NAME_RANDOM_LENGTH = 10;

/** Quiz settings (§9 "Default quiz: passing_score 70, max_attempts 3"; the upper bound of attempts is ours). */
export const ADMIN_QUIZ_LIMITS = {
  passingScore: { min: 0, max: 100, default: 70 },
  maxAttempts: { min: 1, max: 100, default: 3 },
  description: 1000,
} as const;

/** A new quiz question (§5, §9 "four options, multiple choice, … points default 1"; the lengths are ours). */
export const ADMIN_QUESTION_LIMITS = {
  question: 1000,
  option: 300,
  optionCount: 4,
  points: { min: 1, max: 100, default: 1 },
} as const;

/**
 * Most questions a reorder may name: as many as a learner's attempt may answer (`QUIZ_MAX_QUESTIONS` of
 * limits/learning.ts); a quiz has a handful.
 */
export const ADMIN_REORDER_MAX = 100;

/**
 * A module's texts staff edit in /admin (our decision; the course files' are far shorter), in characters after
 * trimming: at most 3,200 together, so the body stays under {@link ADMIN_BODY_MAX_BYTES} in any script.
 */
export const ADMIN_MODULE_LIMITS = { title: 200, description: 1000, introduction: 2000 } as const;

/** Largest JSON body of an admin request, in bytes (a question with four long options is the largest). */
export const ADMIN_BODY_MAX_BYTES = 16 * 1024;
