/**
 * The public artist intake form (site-and-portals.md §2.10, §5 "Intake form") and its mapping onto an
 * `enrollment_applications` row (§3, §7 "Insert enrollment_applications").
 */
import { z } from 'zod/mini';
import { fieldMessages as m } from '../messages';
import { emailAddress, optionalChoice, optionalText, requiredText } from './text';

const required = m.required;

/** Maximum lengths of the intake fields, in characters (our decision, docs/decisions/0001). */
export const INTAKE_LIMITS = {
  stageName: 100,
  legalName: 200,
  email: 255,
  phone: 40,
  genres: 300,
  location: 120,
  musicalInfluences: 1000,
  socialHandles: 500,
  goals: 2000,
  challenges: 2000,
} as const;
const L = INTAKE_LIMITS;

/** Answers of the yes/no questions. */
export const YES_NO = ['yes', 'no'] as const;

const yesNo = optionalChoice(YES_NO, 'Please choose yes or no.');

export const artistIntakeSchema = z.strictObject({
  stageName: requiredText({ label: 'Stage name', max: L.stageName, required }),
  legalName: requiredText({ label: 'Legal name', max: L.legalName, required }),
  email: emailAddress({ required, invalid: m.invalidEmail }),
  phone: optionalText({ label: 'Phone', max: L.phone }),
  genres: requiredText({ label: 'Primary genres', max: L.genres, required }).check(
    z.refine((v) => splitGenres(v).length > 0, required),
  ),
  location: requiredText({ label: 'Location', max: L.location, required }),
  musicalInfluences: requiredText({
    label: 'Musical influences',
    max: L.musicalInfluences,
    required,
    multiline: true,
  }),
  hasReleasedMusic: yesNo,
  socialHandles: optionalText({ label: 'Social handles', max: L.socialHandles, multiline: true }),
  hasManagement: yesNo,
  goals: requiredText({ label: 'Six-month goals', max: L.goals, required, multiline: true }),
  challenges: requiredText({ label: 'Top challenges', max: L.challenges, required, multiline: true }),
});

export type ArtistIntakeInput = z.input<typeof artistIntakeSchema>;
export type ArtistIntake = z.output<typeof artistIntakeSchema>;

/** Splits a comma-separated genre list, trimming each and dropping empty entries (§5). */
export function splitGenres(value: string): string[] {
  return value
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g.length > 0);
}

/** Splits a legal name on its first space into first and last name (§5); the last name may be empty. */
export function splitLegalName(value: string): { firstName: string; lastName: string } {
  const trimmed = value.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The experience level every intake application is stored with (§5). */
export const INTAKE_EXPERIENCE_LEVEL = 'intermediate';

/** The `enrollment_applications` values for one intake submission (§3, §5). */
export interface EnrollmentApplicationValues {
  firstName: string;
  lastName: string;
  stageName: string;
  email: string;
  phone: string | null;
  musicGenres: string[];
  location: string;
  experienceLevel: string;
  goals: string;
  whyProgram: string;
  socialMediaLinks: {
    handles: string | null;
    hasReleasedMusic: string | null;
    hasManagement: string | null;
    musicalInfluences: string;
  };
}

/** Maps a validated intake onto the application row: genres split, legal name split, level intermediate. */
export function toEnrollmentApplication(intake: ArtistIntake): EnrollmentApplicationValues {
  return {
    ...splitLegalName(intake.legalName),
    stageName: intake.stageName,
    email: intake.email,
    phone: intake.phone,
    musicGenres: splitGenres(intake.genres),
    location: intake.location,
    experienceLevel: INTAKE_EXPERIENCE_LEVEL,
    goals: intake.goals,
    whyProgram: intake.challenges,
    socialMediaLinks: {
      handles: intake.socialHandles,
      hasReleasedMusic: intake.hasReleasedMusic,
      hasManagement: intake.hasManagement,
      musicalInfluences: intake.musicalInfluences,
    },
  };
}
