/**
 * The members program's own parts of the dashboard's answer (training-program.md §2 item 4, §3 profiles, milestones,
 * user_milestones; §7 "Members program"; ./program-dashboard.ts): the profile the dashboard greets and the
 * Achievements panel. Its modules, progress and quizzes are the one course's (./learning.ts).
 */
import { z } from 'zod/mini';
import { BADGE_COLORS, BADGE_ICONS } from '../program/milestone-rules';

/** `{ profile }` (§3 profiles): who the dashboard greets. */
export const programProfileSchema = z.object({
  profile: z.object({
    name: z.nullable(z.string()),
    stageName: z.nullable(z.string()),
    email: z.string(),
    /** ISO date-time. */
    createdAt: z.string(),
  }),
});
export type ProgramProfile = z.output<typeof programProfileSchema>;

/** A milestone of the catalogue (§3 milestones). */
const milestoneSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  points: z.number(),
  badgeIcon: z.enum(BADGE_ICONS),
  badgeColor: z.enum(BADGE_COLORS),
});
export type Milestone = z.output<typeof milestoneSchema>;

/** An earned milestone (§3 user_milestones with the joined milestone). */
export const earnedMilestoneSchema = z.object({
  milestone: milestoneSchema,
  /** ISO date-time. */
  earnedAt: z.string(),
});
export type EarnedMilestone = z.output<typeof earnedMilestoneSchema>;

/**
 * The dashboard's Achievements panel (§9), after `check_and_award_milestones` ran: percent of milestones earned,
 * total points, the 3 most recent, and the whole catalogue ordered by points.
 */
export const achievementsSchema = z.object({
  percentComplete: z.number(),
  totalPoints: z.number(),
  earnedCount: z.number(),
  totalMilestones: z.number(),
  recent: z.array(earnedMilestoneSchema),
  milestones: z.array(milestoneSchema),
});
export type Achievements = z.output<typeof achievementsSchema>;
