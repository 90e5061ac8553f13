/**
 * The public artist intake form (site-and-portals.md §2.10, §5 "Intake form"): the same schema validates the form in
 * the browser and the body of `POST /api/enrollment-applications`. Its mapping onto an `enrollment_applications`
 * row belongs to the server (`src/server/features/artist-intake/enrollment-application.ts`).
 */
import { z } from 'zod/mini';
import { INTAKE_LIMITS } from '../limits/forms';
import { fieldMessages as m } from '../messages/forms';
import { emailAddress, optionalChoice, optionalText, requiredName, requiredText } from './text';

const required = m.required;

const L = INTAKE_LIMITS;

/** Answers of the yes/no questions. */
const YES_NO = ['yes', 'no'] as const;

const yesNo = optionalChoice(YES_NO, m.yesOrNo);

export const artistIntakeSchema = z.strictObject({
  stageName: requiredName({ label: 'Stage name', max: L.stageName, required }),
  legalName: requiredName({ label: 'Legal name', max: L.legalName, required }),
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
