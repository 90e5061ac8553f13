import { describe, expect, it } from 'vitest';
import { artistIntakeSchema, splitGenres, splitLegalName, toEnrollmentApplication } from './artist-intake';
import { contactSchema } from './contact';
import { stripAngleBrackets } from './text';
import { touringInquirySchema } from './touring-inquiry';

describe('stripAngleBrackets', () => {
  it('removes every < and > and keeps the rest', () => {
    expect(stripAngleBrackets('<script>alert(1)</script> a > b')).toBe('scriptalert(1)/script a  b');
  });
});

describe('contactSchema', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Ten chars!' };

  it('trims, strips angle brackets and lower-cases the email', () => {
    const out = contactSchema.parse({
      name: '  <Ada>  ',
      email: ' ADA@Example.com ',
      subject: ' Hi ',
      message: '  <p>Ten chars!</p>  ',
    });
    expect(out).toEqual({ name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'pTen chars!/p' });
  });

  it('uses the spec messages, in the spec order', () => {
    const first = (input: object) =>
      contactSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(first({ name: '' })).toBe('Please fill in all required fields.');
    expect(first({ email: 'a@b' })).toBe('Please enter a valid email address.');
    expect(first({ message: '123456789' })).toBe(
      'Please provide a more detailed message (minimum 10 characters).',
    );
    expect(first({ message: '   12345678   ' })).toBe(
      'Please provide a more detailed message (minimum 10 characters).',
    );
  });

  it('counts the limits after cleaning: name 100, subject 200, message 2000', () => {
    expect(contactSchema.safeParse({ ...valid, name: 'n'.repeat(100) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, name: `${'n'.repeat(100)}<>` }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, name: 'n'.repeat(101) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, subject: 's'.repeat(201) }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'm'.repeat(2000) }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, message: 'm'.repeat(2001) }).success).toBe(false);
  });

  it('allows line breaks in the message but not in single-line fields', () => {
    expect(contactSchema.safeParse({ ...valid, message: 'Line one\nLine two' }).success).toBe(true);
    expect(contactSchema.safeParse({ ...valid, subject: 'Line one\nBcc: x@y.z' }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, message: 'Bell \u0007 character' }).success).toBe(false);
  });

  it('refuses unknown keys', () => {
    expect(contactSchema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});

describe('artist intake mapping (§5)', () => {
  it('splits genres on commas and trims them', () => {
    expect(splitGenres(' Afrobeats ,R&B,, Soul ')).toEqual(['Afrobeats', 'R&B', 'Soul']);
  });

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
    });
  });

  it('needs at least one genre', () => {
    const result = artistIntakeSchema.safeParse({
      stageName: 'a',
      legalName: 'b',
      email: 'a@b.co',
      genres: ',',
      location: 'l',
      musicalInfluences: 'm',
      goals: 'g',
      challenges: 'c',
    });
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['genres']);
  });
});

describe('touringInquirySchema', () => {
  const valid = { stageName: 'K', contactNameRole: 'D, Manager', email: 'd@k.co', links: 'l', regions: 'r' };

  it('fills the optional fields with null or empty lists', () => {
    expect(touringInquirySchema.parse(valid)).toEqual({
      ...valid,
      phone: null,
      genres: [],
      startDate: null,
      budget: null,
      services: [],
      notes: null,
    });
  });

  it('takes the start date as an ISO date or date-time, keeping the date', () => {
    expect(touringInquirySchema.parse({ ...valid, startDate: '2027-01-31' }).startDate).toBe('2027-01-31');
    expect(touringInquirySchema.parse({ ...valid, startDate: '2027-01-31T10:00:00.000Z' }).startDate).toBe(
      '2027-01-31',
    );
    expect(touringInquirySchema.parse({ ...valid, startDate: '' }).startDate).toBeNull();
    expect(touringInquirySchema.safeParse({ ...valid, startDate: '31/01/2027' }).success).toBe(false);
    expect(touringInquirySchema.safeParse({ ...valid, startDate: '2027-02-30x' }).success).toBe(false);
  });

  it('accepts only the listed genres, services and budgets, without duplicates', () => {
    const out = touringInquirySchema.parse({
      ...valid,
      genres: ['Pop', 'Pop', 'Latin'],
      services: ['Marketing'],
      budget: '5000-plus',
    });
    expect(out).toMatchObject({ genres: ['Pop', 'Latin'], services: ['Marketing'], budget: '5000-plus' });
    expect(touringInquirySchema.safeParse({ ...valid, genres: ['Jazz'] }).success).toBe(false);
    expect(touringInquirySchema.safeParse({ ...valid, budget: '1M' }).success).toBe(false);
  });
});
