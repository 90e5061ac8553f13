/**
 * The three places a person signs in (site-and-portals.md §2.5, §2.13; training-program.md §2), and where each
 * one's emails lead. Shared so the server builds the links and the pages read the same paths.
 */

/** `artist`: /portal; `program`: /program-auth; `agent`: /agent-portal. */
export const PORTALS = ['artist', 'program', 'agent'] as const;
export type Portal = (typeof PORTALS)[number];

/**
 * Portals with a forgot-password flow (§2.14 names the agent's and the program's; the artist portal's sign-in has
 * one too, its screens under /portal like the agent portal's under /agent-portal).
 */
export const RESET_PORTALS = ['artist', 'agent', 'program'] as const;
export type ResetPortal = (typeof RESET_PORTALS)[number];

/** Each portal's sign-in page. */
export const LOGIN_PATHS: Record<Portal, string> = {
  artist: '/portal',
  program: '/program-auth',
  agent: '/agent-portal',
};

/** The program confirmation callback (training-program.md §2 item 3). */
export const CONFIRMATION_CALLBACK_PATH = '/program-auth/callback';

/** Where a confirmed account goes next, per portal (§2.5: next=/portal from the artist portal). */
export const CONFIRMATION_NEXT: Record<Portal, string> = {
  artist: '/portal',
  program: '/program-dashboard',
  agent: '/agent-portal',
};

/**
 * Paths of each reset flow (§2.1): the sign-in page, the request, where the emailed link lands (with `?token=`),
 * the new-password form and the error page.
 */
export const RESET_PATHS: Record<
  ResetPortal,
  { login: string; forgot: string; link: string; resetPassword: string; resetError: string }
> = {
  artist: {
    login: '/portal',
    forgot: '/portal/forgot-password',
    link: '/portal/reset-password',
    resetPassword: '/portal/reset-password',
    resetError: '/portal/reset-error',
  },
  agent: {
    login: '/agent-portal',
    forgot: '/agent-portal/forgot-password',
    link: '/agent-portal/auth/callback',
    resetPassword: '/agent-portal/reset-password',
    resetError: '/agent-portal/reset-error',
  },
  program: {
    login: '/program-auth',
    forgot: '/program-auth/forgot-password',
    link: '/program-reset-password',
    resetPassword: '/program-reset-password',
    resetError: '/program-reset-error',
  },
};

/** Reasons the reset-error pages explain (§8). */
export const RESET_ERROR_REASONS = ['invalid', 'missing_token', 'session_expired'] as const;
export type ResetErrorReason = (typeof RESET_ERROR_REASONS)[number];

/** Roles shown in the portals (§3, §6): `viewer` when signed out or not approved. */
export const ROLES = ['viewer', 'agent', 'admin'] as const;
export type Role = (typeof ROLES)[number];
