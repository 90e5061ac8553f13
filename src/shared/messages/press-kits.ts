/**
 * Texts of the press kits and the agents' Artists list (issue "Press kits and feedback on tracks" items 1 and 4;
 * our wording, docs/decisions/0023).
 */

/** Field and request messages of the press-kit API. */
export const pressKitFieldMessages = {
  notUrl: 'Enter a full web address starting with http:// or https://.',
  linkLabelRequired: 'Give the link a label, like "Bandcamp".',
  linksNotList: 'Links must be a list of labels and addresses.',
  tooManyLinks: (max: number) => `List at most ${max} links.`,
  genreTooLong: (max: number) => `Each genre can be at most ${max} characters.`,
  tooManyGenres: (max: number) => `List at most ${max} genres.`,
  genresNotList: 'Genres must be a list of text.',
  tooManyAchievements: (max: number) => `List at most ${max} achievements.`,
  achievementsNotList: 'Achievements must be a list of text.',
  notBoolean: 'Choose yes or no.',
  featuredNotList: 'Featured tracks must be a list of track ids.',
  invalidTrackId: 'Invalid track id.',
  duplicateTrack: 'Feature each track once.',
  tooManyTracks: (max: number) => `Feature at most ${max} tracks.`,
  notOwnTrack: 'Feature only your own tracks.',
  slugFormat:
    'Use lower-case letters, digits and single hyphens, starting and ending with a letter or digit.',
  slugLength: (min: number, max: number) => `The address must be ${min} to ${max} characters long.`,
  slugReserved: 'This address is reserved by the site. Choose another.',
  slugTaken: 'This address is already taken. Choose another.',
  publishNeedsStageName: 'Add a stage name before publishing your press kit.',
  invalidSlug: 'No press kit has this address.',
  /** A track the kit does not feature (`resource_not_found`). */
  noSuchTrack: 'This press kit features no such track.',
  invalidWidth: 'No photo of this width.',
  invalidCursor: 'Invalid cursor.',
  invalidLimit: 'The page size must be a whole number from 1 to 60.',
  searchTooLong: (max: number) => `Search at most ${max} characters.`,
} as const;

/** Messages of the photo upload. */
export const pressKitPhotoMessages = {
  invalidType: 'Upload a JPEG, PNG or WebP image.',
  notImage: 'This file is not a readable image. Upload a JPEG, PNG or WebP image.',
  tooLarge: 'The photo can be at most 10 MB.',
  tooManyPixels: 'The photo has too many pixels. Upload one under 50 megapixels.',
  empty: 'The file is empty.',
  badName: 'The file name is not allowed.',
  required: 'Choose a photo to upload.',
  noPhoto: 'This press kit has no photo.',
  /** The disk refused a valid photo. */
  notStored: 'The photo could not be stored. Please try again.',
} as const;

/** Texts of the served page and the PDF. */
export const pressKitPageMessages = {
  /** The page title and og:title: the stage name, then this. */
  titleSuffix: 'Press kit',
  /** og:description when the kit has no short bio. */
  defaultDescription: (stageName: string) => `The electronic press kit of ${stageName}.`,
  pdf: {
    biography: 'Biography',
    releasePlan: 'Upcoming release',
    genres: 'Genres',
    location: 'Location',
    links: 'Links',
    achievements: 'Achievements',
    tracks: 'Featured tracks',
    certificate: 'Certificate',
    certificateLine: (programName: string, id: string) => `${programName} — certificate ${id}`,
    online: 'Online',
  },
} as const;
