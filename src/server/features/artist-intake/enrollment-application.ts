/**
 * The mapping of a validated artist intake onto an `enrollment_applications` row (site-and-portals.md §3, §5
 * "Intake form", §7 "Insert enrollment_applications"): genres split on commas, the legal name split on its first
 * space, the experience level always intermediate.
 */
import { splitGenres, type ArtistIntake } from '@shared/schemas/artist-intake';

/** Splits a legal name on its first space into first and last name (§5); the last name may be empty. */
export function splitLegalName(value: string): { firstName: string; lastName: string } {
  const trimmed = value.trim();
  const space = trimmed.indexOf(' ');
  if (space === -1) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

/** The experience level every intake application is stored with (§5). */
const INTAKE_EXPERIENCE_LEVEL = 'intermediate';

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
  /** The form it came from, for the staff inbox. */
  form: 'artist-intake';
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
    form: 'artist-intake',
  };
}
