/** The members program's page paths (training-program.md §2 items 4-9; the sign-in page is `LOGIN_PATHS.program`). */
export const programPaths = {
  /** The dashboard, /program-dashboard. */
  dashboard: '/program-dashboard',
  /** A module page, /program-module/{moduleId}. */
  module: (moduleId: string) => `/program-module/${encodeURIComponent(moduleId)}`,
  directory: '/artist-directory',
  certificates: '/certificates',
  fileManager: '/file-manager',
  admin: '/admin',
} as const;
