/** The learning area's page paths (training-program.md §2 "Learning area"). */
export const learningPaths = {
  /** The course page, /learning. */
  course: '/learning',
  /** A module page, /learning/module/{moduleId}. */
  module: (moduleId: string) => `/learning/module/${encodeURIComponent(moduleId)}`,
};
