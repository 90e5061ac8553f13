/**
 * Texts of the admin area, the uploads and the file manager, verbatim from training-program.md §2 items 6-7, §5
 * "Uploads", "Admin new quiz question", "Rename", "Delete" and §8 "Admin", "Upload", "File manager", "Empty texts".
 * Texts marked "our wording" are not in the spec. Toasts are `{ title, text }`.
 */
import {
  ADMIN_QUESTION_LIMITS,
  ADMIN_QUIZ_LIMITS,
  BUCKET_FILE_NAME_MAX,
  VIDEO_EXTENSIONS,
  VIDEO_MAX_BYTES,
  WORKSHEET_EXTENSIONS,
  LEARNER_WORKSHEET_EXTENSIONS,
  WORKSHEET_MAX_BYTES,
} from '../limits/admin';
import type { ToastText } from './toast-text';

const upper = (extensions: readonly string[]) => extensions.map((e) => e.toUpperCase()).join(', ');
const megabytes = (bytes: number) => bytes / (1024 * 1024);

/** The /admin page (§2 item 6, §8 "Admin"). */
export const adminMessages = {
  /** Our wording. */
  title: 'Admin Dashboard',
  /** Our wording. */
  subtitle: 'Manage training videos, worksheets, quizzes and users.',
  /** Our wording. */
  loading: 'Loading admin data...',
  loadFailure: 'Failed to load admin data',
  /** Our wording. */
  backToDashboard: 'Back to Dashboard',
  tabs: {
    modules: 'Modules',
    files: 'File Manager',
    quizzes: 'Quizzes',
    users: 'Users',
    /** Its content: messages/admin-settings.ts. */
    settings: 'Settings',
  },
  videoUpdated: 'Video updated successfully',
  videoFailure: 'Failed to update video',
  worksheetUpdated: 'Worksheet updated successfully',
  worksheetFailure: 'Failed to update worksheet',
  quizCreated: 'Quiz created successfully',
  quizFailure: 'Failed to create quiz',
  questionsFailure: 'Failed to load questions',
  questionAdded: 'Question added successfully',
  questionFailure: 'Failed to add question',
  renameFailure: 'Failed to rename file',
  deleteFailure: 'Failed to delete file',
  renamed: (from: string, to: string) => `File renamed from "${from}" to "${to}"`,
  deleted: (file: string) => `File "${file}" deleted successfully`,
  deleteConfirm: (file: string) => `Are you sure you want to delete "${file}"? This action cannot be undone.`,
} as const;

/** The Modules tab (our wording, §2 item 6 "set or replace each module's video and worksheet"). */
export const adminModuleMessages = {
  heading: 'Module Content',
  description: 'Choose the training video and the worksheet each module shows to learners.',
  video: 'Training Video',
  worksheet: 'Worksheet',
  none: 'None',
  contentFile: (file: string) => `${file} (course content)`,
  choose: 'Choose a file',
  /** The picker's first entry when the bucket is empty; where to upload one is `noVideos` / `noWorksheets`, under it. */
  noFiles: 'No files yet',
  save: 'Save',
  saving: 'Saving...',
  remove: 'Remove',
  empty: 'No modules yet.',
  noVideos: 'Upload a video in the File Manager tab first.',
  noWorksheets: 'Upload a worksheet in the File Manager tab first.',
  /** The texts of a module, edited here (docs/decisions/0017). */
  texts: 'Title, description and introduction',
  editTexts: 'Edit texts',
  titleLabel: 'Title',
  descriptionLabel: 'Description',
  introductionLabel: 'Introduction',
  saveTexts: 'Save texts',
  cancel: 'Cancel',
  staffEdited: 'Edited in the admin area',
  staffEditedHint: 'A restart keeps these texts; the course files no longer change them.',
  updated: 'Module updated successfully',
  updateFailure: 'Failed to update module',
} as const;

/** The Quizzes tab (§5 "Admin new quiz question", §8 "Admin"; the rest our wording). */
export const adminQuizMessages = {
  heading: 'Quizzes',
  description: 'Create a quiz for a module and add multiple-choice questions to it.',
  module: 'Module',
  quizTitle: (month: number) => `Module ${month} Quiz`,
  createQuiz: 'Create Quiz',
  creating: 'Creating...',
  passingScore: 'Passing score (%)',
  maxAttempts: 'Maximum attempts',
  quizDescription: 'Description (optional)',
  noQuiz: 'This module has no quiz yet.',
  hasQuiz: 'This module already has a quiz.',
  fromContent: 'From the course content',
  fromAdmin: 'Made in the admin area',
  questions: 'Questions',
  noQuestions: 'No questions yet.',
  loadingQuestions: 'Loading questions...',
  addQuestion: 'Add Question',
  adding: 'Adding...',
  question: 'Question',
  option: (n: number) => `Option ${n}`,
  correctAnswer: 'Correct answer',
  chooseCorrect: 'Choose the correct option',
  points: 'Points',
  pointsLabel: (points: number) => (points === 1 ? '1 point' : `${points} points`),
  correctLabel: 'Correct',
  settings: (passing: number, attempts: number) =>
    `Passing score ${passing}% · ${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`,
  /** Editing, moving and deleting a question (docs/decisions/0017). */
  questionNumber: (n: number) => `Question ${n}`,
  answered: 'Answered in past attempts',
  edit: 'Edit',
  editQuestion: (n: number) => `Edit question ${n}`,
  saveQuestion: 'Save question',
  cancel: 'Cancel',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moved: (question: string, position: number, count: number) =>
    `“${question}” moved to position ${position} of ${count}.`,
  delete: 'Delete',
  deleting: 'Deleting...',
  deleteTitle: 'Delete question',
  deleteConfirm: (question: string) =>
    `Are you sure you want to delete “${question}”? This action cannot be undone.`,
  retireConfirm: (question: string) =>
    `“${question}” has been answered in past attempts, so it will be retired: learners no longer see it, and past scores keep it.`,
  retire: 'Retire',
  editReplaces:
    'This question has been answered in past attempts: saving keeps the earlier version for them and puts the new one in its place.',
  questionUpdated: 'Question updated successfully',
  questionReplaced: 'Question updated: the earlier version is kept for past attempts',
  questionUnchanged: 'Nothing to save: the question is unchanged',
  questionUpdateFailure: 'Failed to update question',
  questionDeleted: 'Question deleted successfully',
  questionRetired: 'Question retired: past attempts keep it',
  questionDeleteFailure: 'Failed to delete question',
  reorderFailure: 'Failed to reorder questions',
} as const;

/** The file lists and uploads of the File Manager tab (§5 "Uploads", "Rename", "Delete"; §8 "Upload"). */
export const uploadMessages = {
  success: { title: 'Upload successful', text: 'File has been uploaded successfully.' },
  failureTitle: 'Upload failed',
  failureFallback: 'Failed to upload file',
  invalidVideo: `Please select a valid video file (${upper(VIDEO_EXTENSIONS)})`,
  invalidWorksheet: `Please select a valid document file (${upper(WORKSHEET_EXTENSIONS)})`,
  videoTooLarge: `File size must be less than ${megabytes(VIDEO_MAX_BYTES)}MB`,
  worksheetTooLarge: `File size must be less than ${megabytes(WORKSHEET_MAX_BYTES)}MB`,
  /** A learner's filled worksheet of another type (issue 38 item 3; the §8 text with CSV added). */
  invalidLearnerWorksheet: `Please select a valid document file (${upper(LEARNER_WORKSHEET_EXTENSIONS)})`,
  /** Our wording: a learner's .csv that is not UTF-8 text (binary, a NUL byte, UTF-16). */
  csvNotText: 'A CSV file must be plain text in UTF-8 (in a spreadsheet, save it as "CSV UTF-8").',
  /** Our wording. */
  empty: 'The file is empty.',
  /** Our wording. */
  badName: 'The file name must not contain slashes, ".." or control characters.',
  /** Our wording. */
  videosHeading: 'Training Videos',
  /** Our wording. */
  worksheetsHeading: 'Worksheets',
  /** Our wording. */
  chooseFile: 'Choose a file',
  upload: 'Upload',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  cancelUpload: 'Cancel upload',
  /** Our wording. */
  cancelled: 'Upload cancelled.',
  hint: (extensions: readonly string[], maxBytes: number) =>
    `${upper(extensions)}, up to ${megabytes(maxBytes)} MB.`,
  open: 'Open',
  rename: 'Rename',
  delete: 'Delete',
  deleting: 'Deleting...',
  renaming: 'Renaming...',
  renameTitle: 'Rename file',
  renameDescription:
    'The name staff and learners see; without an extension the current one is kept. The stored file and the modules that use it stay as they are.',
  /** Our wording: the name a file is stored under, unique (docs/decisions/0017). */
  storedAs: (name: string) => `Stored as ${name}`,
  newName: 'New name',
  deleteTitle: 'Delete file',
  cancel: 'Cancel',
  loading: 'Loading files...',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} files.`,
} satisfies Record<string, ToastText | string | ((...args: never[]) => string)>;

/** Request errors of the admin and storage API (our wording unless §5 or §8 has the text). */
export const adminRequestMessages = {
  /** Our wording: a video whose length cannot be read cannot count as watched. */
  videoLengthUnknown: 'The length of this video cannot be read. Please upload it again as MP4 or WebM.',
  invalidBucket: 'This is not a storage bucket of the program.',
  invalidModuleId: 'This is not a module id.',
  invalidQuizId: 'This is not a quiz id.',
  invalidQuestionId: 'This is not a question id.',
  questionNotFound: 'This question does not exist in this quiz.',
  reorderMismatch: 'The new order must name each of the quiz’s questions exactly once.',
  moduleEditEmpty: 'Change the title, the description or the introduction.',
  titleRequired: 'Please enter a title.',
  descriptionRequired: 'Please enter a description.',
  introductionRequired: 'Please enter an introduction.',
  keepExtension: (extension: string) =>
    `The name must keep the file’s type: end it in .${extension}, or leave the extension out.`,
  moduleNotFound: 'Module not found',
  quizNotFound: 'This quiz does not exist.',
  quizExists: 'This module already has a quiz.',
  fileNotFound: 'This file does not exist in the bucket.',
  fileExists: 'A file with this name already exists.',
  fileNameRequired: 'Please enter a new file name.',
  fileRequired: 'Please choose a file to upload.',
  fileNameTooLong: `File names can be at most ${BUCKET_FILE_NAME_MAX} characters.`,
  fileNameInvalid:
    'File names may use letters, digits, single spaces, dots, hyphens, underscores and "!", and must not start or end with a dot or contain "..".',
  sameName: 'The new name is the same as the current one.',
  fileNameNotText: 'The file name must be text.',
  fillAllFields: 'Please fill all fields',
  optionsDistinct: 'The four options must all be different.',
  correctNotOption: 'The correct answer must be one of the four options.',
  pointsMin: `Points must be a whole number of at least ${ADMIN_QUESTION_LIMITS.points.min}.`,
  pointsMax: `Points can be at most ${ADMIN_QUESTION_LIMITS.points.max}.`,
  passingScoreRange: `The passing score must be a whole number from ${ADMIN_QUIZ_LIMITS.passingScore.min} to ${ADMIN_QUIZ_LIMITS.passingScore.max}.`,
  maxAttemptsRange: `Maximum attempts must be a whole number from ${ADMIN_QUIZ_LIMITS.maxAttempts.min} to ${ADMIN_QUIZ_LIMITS.maxAttempts.max}.`,
} as const;

/** The /file-manager page (§2 item 7, §8 "File manager", "Empty texts"; the rest our wording). */
export const fileManagerMessages = {
  title: 'File Manager',
  subtitle: 'Training videos and worksheets of every module.',
  loading: 'Loading files...',
  modulesFailure: 'Failed to load modules',
  dataFailure: 'Failed to load data',
  modulesHeading: 'Modules',
  trainingVideo: 'Training Video',
  worksheet: 'Worksheet',
  available: 'Available',
  notAvailable: 'Not Available',
  openModule: 'Open Module',
  month: (n: number) => `Month ${n}`,
  videosHeading: 'Video Files',
  worksheetsHeading: 'Worksheet Files',
  noVideos: 'No video files uploaded yet',
  noWorksheets: 'No worksheet files uploaded yet',
  /** Our wording: not enrolled yet (the first dashboard visit enrols the artist). */
  noModules: 'Your modules are listed here once your program has started on your dashboard.',
  unknownSize: 'Unknown size',
  backToDashboard: 'Back to Dashboard',
  /** Our wording: a file of the course content (not an upload), and what it is to which module. */
  courseContent: 'Course content',
  courseFileKinds: { video: 'Lesson video', captions: 'Captions', worksheet: 'Worksheet to fill in' },
  courseFileOf: (kind: string, month: number, title: string) => `${kind}, Month ${month}: ${title}`,
  /** Our wording: a course file of a module the artist cannot open yet. */
  opensWithModule: 'Opens once the module is open to you.',
} as const;
