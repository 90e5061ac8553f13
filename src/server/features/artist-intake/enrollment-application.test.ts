import { describe, expect, it } from 'vitest';
import { artistIntakeSchema } from '@shared/schemas/artist-intake';
import { splitLegalName, toEnrollmentApplication } from './enrollment-application';

describe('artist intake mapping (§5)', () => {
  it('splits the legal name on the first space', () => {
    expect(splitLegalName('Amara Grace Okafor')).toEqual({ firstName: 'Amara', lastName: 'Grace Okafor' });
    expect(splitLegalName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });

  it('maps an intake onto an application with experience level intermediate', () => {
    const intake = artistIntakeSchema.parse({
      stageName: 'Nova',
      legalName: 'Amara Okafor',
      email: 'A@B.co',
      genres: 'Pop, Soul',
      location: 'Lagos',
      musicalInfluences: 'Sade',
      goals: 'An EP',
      challenges: 'Budget',
      hasManagement: 'yes',
    });
    expect(toEnrollmentApplication(intake)).toEqual({
      firstName: 'Amara',
      lastName: 'Okafor',
      stageName: 'Nova',
      email: 'a@b.co',
      phone: null,
      musicGenres: ['Pop', 'Soul'],
      location: 'Lagos',
      experienceLevel: 'intermediate',
      goals: 'An EP',
      whyProgram: 'Budget',
      socialMediaLinks: {
        handles: null,
        hasReleasedMusic: null,
        hasManagement: 'yes',
        musicalInfluences: 'Sade',
      },
      form: 'artist-intake',
    });
  });
});
