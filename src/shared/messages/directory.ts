/**
 * Texts of the artist directory (training-program.md §2 item 8, §8 "Directory", "Empty texts"), verbatim where the
 * spec quotes them; texts marked "our wording" are not in the spec.
 */

/** The /artist-directory page. */
export const directoryMessages = {
  title: 'Artist Directory',
  /** Our wording. */
  lead: 'Connect with the other artists in the program.',
  loading: 'Loading artist directory...',
  loadFailure: 'Failed to load artist directory',
  saveFailure: 'Failed to save profile',
  saved: 'Profile updated successfully',
  emptyTitle: 'No public profiles yet',
  createPrompt: 'Create your artist profile to connect with other artists in the program.',
  yourProfile: 'Your Profile',
  createProfile: 'Create Profile',
  editProfile: 'Edit Profile',
  saveProfile: 'Save Profile',
  cancel: 'Cancel',
  backToDashboard: 'Back to Dashboard',
  public: 'Public',
  private: 'Private',
  publicHint: 'Public profiles appear in the directory for every artist in the program.',
  /** Our wording: the card's '+N' after three genres (§9). */
  moreGenres: (n: number) => `+${n}`,
  /** Our wording: the '+N' badge for assistive technology. */
  moreGenresLabel: (n: number) => `${n} more genres`,
  loadMore: 'Show more artists',
  labels: {
    stageName: 'Stage Name',
    bio: 'Bio',
    genres: 'Genres',
    genresHint: 'Separate genres with commas.',
    location: 'Location',
    websiteUrl: 'Website',
    spotifyUrl: 'Spotify',
    youtubeUrl: 'YouTube',
    instagramUrl: 'Instagram',
    isPublic: 'Show my profile in the directory',
  },
} as const;

/** Field messages of the profile (our wording). */
export const artistProfileFieldMessages = {
  notUrl: 'Enter a full web address starting with http:// or https://.',
  notSite: (site: string, example: string) => `Enter a ${site} link, like ${example}.`,
  genreTooLong: (max: number) => `Each genre can be at most ${max} characters.`,
  tooManyGenres: (max: number) => `List at most ${max} genres.`,
  genresNotList: 'Genres must be a list of text.',
  publicNeedsStageName: 'Add a stage name to show your profile in the directory.',
  notBoolean: 'Choose public or private.',
  invalidCursor: 'Invalid cursor.',
  invalidLimit: 'The page size must be a whole number from 1 to 60.',
} as const;
