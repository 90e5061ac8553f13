import { describe, expect, it } from 'vitest';
import { programApplicationSchema } from '@shared/schemas/program-application';
import type { FieldErrors } from '@web/lib/use-api-form';
import { applicationValidationToast } from './validation-toast';

const filled = {
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  phone: '',
  stageName: '',
  location: '',
  experienceLevel: 'advanced',
  musicGenres: [],
  instagram: '',
  tiktok: '',
  spotify: '',
  youtube: '',
  goals: 'An EP.',
  whyProgram: 'The business side.',
};

/** The field errors the form shows for `input`: the schema's first message per field. */
function errorsFor(input: object): FieldErrors {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of programApplicationSchema.safeParse(input).error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] ??= { type: 'validation', message: issue.message };
  }
  return errors;
}

describe('applicationValidationToast (§5, §8 "Application")', () => {
  it.each(['firstName', 'lastName', 'email', 'experienceLevel', 'goals', 'whyProgram'])(
    "says 'Missing Information' when %s is empty",
    (field) => {
      expect(applicationValidationToast(errorsFor({ ...filled, [field]: '' }))).toEqual({
        title: 'Missing Information',
        text: 'Please fill all required fields.',
      });
    },
  );

  it("says 'Missing Information' when everything is empty", () => {
    expect(applicationValidationToast(errorsFor({}))?.title).toBe('Missing Information');
  });

  it('shows no toast when the required fields are filled and only other problems remain', () => {
    expect(applicationValidationToast(errorsFor({ ...filled, email: 'amara@' }))).toBeNull();
    expect(applicationValidationToast(errorsFor({ ...filled, stageName: 's'.repeat(500) }))).toBeNull();
  });
});
