/**
 * `GET /api/program/dashboard`: the members dashboard in one request (training-program.md §2 item 4): the profile,
 * the program's course with the caller's facts per module (the members view derives its percentages from them) and
 * the Achievements panel. Its own file, as it joins the course's answers (./learning.ts) and the program's
 * (./program.ts).
 */
import { z } from 'zod/mini';
import { courseViewSchema } from './learning';
import { achievementsSchema, programProfileSchema } from './program';

export const programDashboardSchema = z.object({
  profile: programProfileSchema.shape.profile,
  course: courseViewSchema,
  achievements: achievementsSchema,
});
export type ProgramDashboard = z.output<typeof programDashboardSchema>;
