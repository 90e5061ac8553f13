/**
 * Business constants (site-and-portals.md §9). Times are in milliseconds. The limits of each area (lengths, sizes,
 * page sizes) live in `limits/<area>.ts`.
 */

/** Splash screen (§2.3). */
export const SPLASH = { imageCount: 8, rotationMs: 3000, fadeMs: 1000 } as const;

/** Home page (§2.4). */
export const HOME = {
  artistCount: 7,
  releaseCount: 5,
  merchandiseCount: 8,
  newsCount: 3,
  fadeInMs: 1000,
  heroStaggerMs: 100,
} as const;

/** Default theme and the localStorage key it is kept under (§4). */
export const THEME = { default: 'dark', storageKey: 'theme' } as const;
export type Theme = 'dark' | 'light' | 'system';

/** Toasts and tooltips (§9). */
export const TOAST = { position: 'bottom-right', hotkey: ['altKey', 'KeyT'] } as const;
export const TOOLTIP_DELAY_MS = 700;

/** Business hours and consultation length (§2.9, §9). */
export const BUSINESS_HOURS = 'Monday-Friday 9 AM-6 PM EST';
export const CONSULTATION_MINUTES = 30;

/** Touring reply promise (§8, §9). */
export const TOURING_REPLY_HOURS = 48;

/**
 * How soon the label answers an artist intake application, in business days (issue 38 item 5; the spec and the
 * site name no time for it, so this is ours: docs/decisions/0001 "The intake's lasting line").
 */
export const INTAKE_REPLY_BUSINESS_DAYS = 5;

/** Redirect delays (§9). */
export const REDIRECT_DELAY_MS = {
  postLogin: 500,
  signOut: 100,
  resetSuccess: 2000,
  programConfirmation: 2000,
  alreadyConfirmed: 3000,
} as const;
