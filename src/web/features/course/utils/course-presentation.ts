/**
 * The two views of the one course (issue "One course"): the learning area (/learning, /learning/module/:id) and the
 * members program (/program-dashboard, /program-module/:id). The components both views share take one of these and
 * keep each view's texts.
 */
export type CoursePresentation = 'learning' | 'members';
