/**
 * The route table of site-and-portals.md §2.1 as far as the product serves it today, with each public page's
 * title and meta description. The server answers 404 for any path not listed here (§2.12); the build prerenders
 * every page marked `prerender`.
 */

/** One route of the app. */
export interface PageRoute {
  /** Path, or a pattern where `*` matches the rest of the path. */
  path: string;
  /** Document title, before the brand suffix. */
  title: string;
  /** Meta description. */
  description: string;
  /** Rendered to HTML at build time (public pages). */
  prerender: boolean;
  /**
   * A public page whose signed-in views are the single-page app (/learning: the course): a request with a session
   * cookie gets the app's shell, any other the page of islands (docs/decisions/0004).
   */
  appWhenSignedIn?: true;
  /**
   * A page of islands the server renders per request with its data (docs/decisions/0004): `/epk/{slug}` with the
   * kit, `/verify/{id}` with the verification. Never prerendered; the single-page app reaches it with a page load.
   */
  perRequest?: true;
}

export const pageRoutes: PageRoute[] = [
  {
    path: '/',
    title: 'Where Independence Meets Major',
    description:
      'An independent label, artist development and touring company. Discover our roster, latest releases, merchandise and news.',
    prerender: true,
  },
  {
    path: '/subsidiaries',
    title: 'Subsidiaries',
    description: 'Our subsidiary labels: the Africa division, the flagship Records label and South Records.',
    prerender: true,
  },
  {
    path: '/schedule',
    title: "Let's Talk Business",
    description:
      'Book a 30-minute artist consultation with our team: professional assessment and industry connections.',
    prerender: true,
  },
  {
    path: '/roster',
    title: 'Artist Roster',
    description: 'Meet the featured and rising artists on our roster and listen to their music.',
    prerender: true,
  },
  {
    path: '/contact',
    title: 'Contact',
    description:
      'Contact our team: general inquiries, music submissions and business hours Monday-Friday 9 AM-6 PM EST.',
    prerender: true,
  },
  {
    path: '/artist-intake',
    title: 'Artist Development Program',
    description:
      'Apply to our exclusive 6-month artist development program designed to elevate your music career to the next level.',
    prerender: true,
  },
  {
    path: '/touring-services',
    title: 'Touring Services',
    description:
      'Tour route planning, venue and promoter outreach, marketing and pipeline access. Start your tour plan today.',
    prerender: true,
  },
  {
    path: '/artist-development',
    title: 'Artist Development',
    description:
      'Music Industry Essentials: our six-month, self-paced artist development program with expert-led video lessons, six modules and a certificate. Apply now.',
    prerender: true,
  },
  // Account pages (issue "Accounts"): rendered in the browser only, since they depend on the session.
  {
    path: '/portal',
    title: 'Artist Portal',
    description:
      'Sign in to the artist portal: submit music, book an A&R meeting, distribution and press forms.',
    prerender: false,
  },
  // The artist portal's password reset, beside its sign-in as the agent portal's is (§2.14).
  {
    path: '/portal/forgot-password',
    title: 'Artist Portal: Forgot Password',
    description: 'Request a link to reset the password of your artist portal account.',
    prerender: false,
  },
  {
    path: '/portal/reset-password',
    title: 'Artist Portal: Reset Password',
    description: 'Choose a new password for your artist portal account.',
    prerender: false,
  },
  {
    path: '/portal/reset-error',
    title: 'Artist Portal: Reset Link Problem',
    description: 'Your artist portal password reset link could not be used.',
    prerender: false,
  },
  {
    path: '/program-auth',
    title: 'Program Sign In',
    description: 'Sign in or create your account for the artist development program.',
    prerender: false,
  },
  {
    path: '/program-auth/forgot-password',
    title: 'Forgot Password',
    description: 'Request a link to reset the password of your program account.',
    prerender: false,
  },
  {
    path: '/program-auth/callback',
    title: 'Confirm Account',
    description: 'Confirming your program account.',
    prerender: false,
  },
  {
    path: '/program-reset-password',
    title: 'Reset Password',
    description: 'Choose a new password for your program account.',
    prerender: false,
  },
  {
    path: '/program-reset-error',
    title: 'Reset Link Problem',
    description: 'Your password reset link could not be used.',
    prerender: false,
  },
  {
    path: '/learning',
    title: 'Learning',
    description:
      'Music Industry Essentials: a six-month, self-paced course for independent artists, with certification. Six modules on marketing, production, revenue streams and image development.',
    prerender: true,
    appWhenSignedIn: true,
  },
  {
    path: '/learning/module/*',
    title: 'Learning Module',
    description: 'A module of the artist development course, for signed-in approved artists.',
    prerender: false,
  },
  {
    path: '/program-dashboard',
    title: 'Program Dashboard',
    description:
      'Your artist development program: progress, achievements and the six monthly modules, for signed-in approved artists.',
    prerender: false,
  },
  {
    path: '/program-module/*',
    title: 'Program Module',
    description:
      'A module of the artist development program: video, assignment and worksheet, quiz and your notes, for signed-in approved artists.',
    prerender: false,
  },
  {
    path: '/artist-directory',
    title: 'Artist Directory',
    description:
      'The artists of the development program: your profile and the public profiles of the others.',
    prerender: false,
  },
  {
    path: '/certificates',
    title: 'Certificates',
    description:
      'Your program progress and the certificates you have earned in the artist development program.',
    prerender: false,
  },
  {
    path: '/certificates/*',
    title: 'Certificate',
    description: 'A printable certificate of the artist development program.',
    prerender: false,
  },
  {
    path: '/verify/*',
    title: 'Certificate Verification',
    description: 'Check that a certificate of the artist development program is genuine.',
    prerender: false,
    perRequest: true,
  },
  // The link of the progress emails (issue "Staff operations" item 6): no sign-in, the token is in the address.
  {
    path: '/unsubscribe',
    title: 'Stop Reminder Emails',
    description: 'Stop the reminder emails of the artist development program.',
    prerender: false,
  },
  {
    path: '/admin',
    title: 'Admin',
    description:
      'The admin area of the artist development program: module videos and worksheets, files, quizzes and users.',
    prerender: false,
  },
  {
    path: '/file-manager',
    title: 'File Manager',
    description:
      'The training videos and worksheets of the artist development program, for signed-in approved artists.',
    prerender: false,
  },
  {
    path: '/account',
    title: 'Account',
    description:
      'Your account: the name your certificates print, your stage name, your email and your password.',
    prerender: false,
  },
  // Tracks and feedback (issue "Press kits and feedback on tracks" items 2, 3): behind a sign-in.
  {
    path: '/tracks',
    title: 'My Tracks',
    description:
      'Your tracks and their versions: upload your music and read the feedback pinned to its moments.',
    prerender: false,
  },
  {
    path: '/tracks/*',
    title: 'Track',
    description:
      'A track with its waveform, its versions and the feedback pinned to moments of each version.',
    prerender: false,
  },
  {
    path: '/feedback',
    title: 'Feedback',
    description: "Learners' tracks to listen to and leave feedback on, newest upload first.",
    prerender: false,
  },
  // Press kits (issue "Press kits and feedback on tracks" item 1): the learner's editor behind a sign-in, and the
  // public page, which the server answers itself with the kit's title and link-preview tags (docs/decisions/0023).
  {
    path: '/press-kit',
    title: 'Press Kit',
    description:
      'Your electronic press kit: edit it beside a live preview and publish it at your own address.',
    prerender: false,
  },
  {
    path: '/epk/*',
    title: 'Artist Press Kit',
    description: 'The electronic press kit of an artist of the development program.',
    prerender: false,
    perRequest: true,
  },
  {
    path: '/agent-portal/*',
    title: 'Agent Portal',
    description: 'The agent portal: departments, contacts, quick links and resources for approved agents.',
    prerender: false,
  },
];

/**
 * Paths that are other names of a page: training-program.md §2 item 3 links to /program-forgot-password while the
 * route table (§2.1) lists /program-auth/forgot-password. The server answers these with a permanent redirect.
 */
export const pageRedirects: Record<string, string> = {
  '/program-forgot-password': '/program-auth/forgot-password',
};

/** Title and description of the not-found page (§2.12). */
export const notFoundPage = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
} as const;

function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('/*')) {
    const prefix = pattern.slice(0, -2);
    return pathname === prefix || pathname.startsWith(`${prefix}/`);
  }
  return pattern === pathname;
}

/** Normalises a pathname: no trailing slash except for the root. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The route a pathname belongs to, or undefined when the path is unknown (a 404). */
export function findPageRoute(pathname: string): PageRoute | undefined {
  const path = normalizePath(pathname);
  return pageRoutes.find((route) => matches(route.path, path));
}

/**
 * Whether a route's document is static HTML with islands (docs/decisions/0004): its HTML is the page, only its
 * islands hydrate, and the single-page app reaches it with a page load.
 */
export function isIslandsPage(route: PageRoute): boolean {
  return route.prerender || route.perRequest === true;
}

/** The title of the route at `path` in {@link pageRoutes}, e.g. 'Artist Roster' for '/roster'. */
export function pageTitle(path: string): string {
  const route = pageRoutes.find((each) => each.path === path);
  if (!route) throw new Error(`No route ${path} in the route table.`);
  return route.title;
}

/** The full document title: page title and brand. */
export function documentTitle(title: string, brandName: string): string {
  return `${title} | ${brandName}`;
}
