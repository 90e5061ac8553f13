/**
 * The program application (training-program.md §2 item 2, §3 enrollment_applications, §5 "Application", §7
 * "Members program"): the same schema validates the application dialog in the browser and the body of
 * `POST /api/program-applications`. The social links are flat fields (`instagram`, `tiktok`, `spotify`,
 * `youtube`), so each gets its own field message; the server stores them as the `social_media_links` object.
 */
import { z } from 'zod/mini';
import { PROGRAM_APPLICATION_LIMITS as L } from '../limits/program';
import { fieldMessages as m } from '../messages/forms';
import { programFieldMessages as pm } from '../messages/program';
import {
  choiceList,
  emailAddress,
  optionalName,
  optionalText,
  requiredChoice,
  requiredName,
  requiredText,
} from './text';

const required = m.required;

/** Experience levels, as stored (§5). */
export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced', 'professional'] as const;
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** What each experience level reads as (§5). */
export const EXPERIENCE_LEVEL_LABELS: Record<ExperienceLevel, string> = {
  beginner: 'Beginner (0-1 years)',
  intermediate: 'Intermediate (2-5 years)',
  advanced: 'Advanced (5+ years)',
  professional: 'Professional/Industry Experience',
};

/** Genre choices, in the spec's order (§5). */
export const PROGRAM_GENRES = [
  'Hip-Hop/Rap',
  'R&B/Soul',
  'Afrobeat',
  'Gospel',
  'Jazz',
  'Pop',
  'Rock',
  'Electronic',
  'Country',
  'Folk',
  'Other',
] as const;

/** The platforms of `social_media_links` (§3), in form order. */
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'spotify', 'youtube'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** What each platform reads as. */
export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  spotify: 'Spotify',
  youtube: 'YouTube',
};

const socialLink = (platform: SocialPlatform) =>
  optionalText({ label: SOCIAL_PLATFORM_LABELS[platform], max: L.socialLink });

/** Required: first name, last name, email, experience level, goals and why-program (§5); the rest is optional. */
export const programApplicationSchema = z.strictObject({
  firstName: requiredName({ label: 'First name', max: L.firstName, required }),
  lastName: requiredName({ label: 'Last name', max: L.lastName, required }),
  email: emailAddress({ required, invalid: m.invalidEmail }),
  phone: optionalText({ label: 'Phone', max: L.phone }),
  stageName: optionalName({ label: 'Stage name', max: L.stageName }),
  location: optionalText({ label: 'Location', max: L.location }),
  experienceLevel: requiredChoice(EXPERIENCE_LEVELS, { required, invalid: pm.experienceLevelChoice }),
  musicGenres: choiceList(PROGRAM_GENRES, m.genreChoice),
  instagram: socialLink('instagram'),
  tiktok: socialLink('tiktok'),
  spotify: socialLink('spotify'),
  youtube: socialLink('youtube'),
  goals: requiredText({ label: 'Goals', max: L.goals, required, multiline: true }),
  whyProgram: requiredText({ label: 'Why this program', max: L.whyProgram, required, multiline: true }),
});

export type ProgramApplicationInput = z.input<typeof programApplicationSchema>;
export type ProgramApplication = z.output<typeof programApplicationSchema>;

/** The fields §5 requires, in form order: an empty one gives 'Missing Information'. */
export const PROGRAM_APPLICATION_REQUIRED = [
  'firstName',
  'lastName',
  'email',
  'experienceLevel',
  'goals',
  'whyProgram',
] as const satisfies readonly (keyof ProgramApplicationInput)[];
