import { describe, expect, it } from 'vitest';
import {
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  PROGRAM_APPLICATION_REQUIRED,
  PROGRAM_GENRES,
  programApplicationSchema,
} from './program-application';

const required = {
  firstName: 'Amara',
  lastName: 'Okafor',
  email: 'amara@example.com',
  experienceLevel: 'beginner',
  goals: 'Release an EP.',
  whyProgram: 'To learn the business.',
};

/** The first message for `field` when `input` is parsed. */
const messageFor = (input: object, field: string) =>
  programApplicationSchema
    .safeParse({ ...required, ...input })
    .error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('programApplicationSchema (training-program.md §5 "Application")', () => {
  it('has the four experience levels and the eleven genres of §5, in order', () => {
    expect(EXPERIENCE_LEVELS.map((level) => `${level}: ${EXPERIENCE_LEVEL_LABELS[level]}`)).toEqual([
      'beginner: Beginner (0-1 years)',
      'intermediate: Intermediate (2-5 years)',
      'advanced: Advanced (5+ years)',
      'professional: Professional/Industry Experience',
    ]);
    expect(PROGRAM_GENRES).toEqual([
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
    ]);
  });

  it('needs only the six required fields; the optional ones become null or an empty list', () => {
    expect(programApplicationSchema.parse(required)).toEqual({
      ...required,
      phone: null,
      stageName: null,
      location: null,
      musicGenres: [],
      instagram: null,
      tiktok: null,
      spotify: null,
      youtube: null,
    });
  });

  it('reads what the dialog sends with nothing optional filled in (empty strings, no genres)', () => {
    const parsed = programApplicationSchema.parse({
      ...required,
      phone: '',
      stageName: ' ',
      location: '',
      musicGenres: [],
      instagram: '',
      tiktok: '',
      spotify: '',
      youtube: '',
    });
    expect(parsed.stageName).toBeNull();
    expect(parsed.instagram).toBeNull();
  });

  it('flags each required field left empty with the required message', () => {
    const result = programApplicationSchema.safeParse({
      firstName: ' ',
      lastName: '',
      email: '',
      experienceLevel: '',
      goals: '',
      whyProgram: '\n',
    });
    // The first message of each field, as the server's field errors and the form show it.
    const fields = new Map<unknown, string>();
    for (const issue of result.error?.issues ?? []) {
      if (!fields.has(issue.path[0])) fields.set(issue.path[0], issue.message);
    }
    expect([...fields]).toEqual(
      PROGRAM_APPLICATION_REQUIRED.map((field) => [field, 'This field is required.']),
    );
  });

  it('cleans the text: trimmed, angle brackets stripped, email lower-cased, genres without repeats', () => {
    const parsed = programApplicationSchema.parse({
      ...required,
      firstName: '  <b>Amara</b> ',
      email: ' Amara@Example.COM ',
      musicGenres: ['Jazz', 'Pop', 'Jazz'],
      instagram: ' @nova ',
    });
    expect(parsed).toMatchObject({
      firstName: 'bAmara/b',
      email: 'amara@example.com',
      musicGenres: ['Jazz', 'Pop'],
      instagram: '@nova',
    });
  });

  it('tells a missing experience level from one outside the list', () => {
    expect(messageFor({ experienceLevel: '' }, 'experienceLevel')).toBe('This field is required.');
    expect(messageFor({ experienceLevel: undefined }, 'experienceLevel')).toBe('This field is required.');
    expect(messageFor({ experienceLevel: 'Expert' }, 'experienceLevel')).toBe(
      'Please choose an experience level from the list.',
    );
  });

  it('refuses genres outside the list, and anything but a list', () => {
    expect(messageFor({ musicGenres: ['Polka'] }, 'musicGenres')).toBe('Please choose genres from the list.');
    expect(messageFor({ musicGenres: 'Jazz' }, 'musicGenres')).toBe('Please choose genres from the list.');
  });

  it('counts the limits after cleaning and allows line breaks only in goals and why-program', () => {
    expect(messageFor({ lastName: `${'o'.repeat(100)}<>` }, 'lastName')).toBeUndefined();
    expect(messageFor({ lastName: 'o'.repeat(101) }, 'lastName')).toBe(
      'Last name must be at most 100 characters.',
    );
    expect(messageFor({ whyProgram: 'w'.repeat(2001) }, 'whyProgram')).toBe(
      'Why this program must be at most 2000 characters.',
    );
    expect(messageFor({ goals: 'Line one\nLine two' }, 'goals')).toBeUndefined();
    expect(messageFor({ stageName: 'Nova\nReign' }, 'stageName')).toBe('Please remove control characters.');
  });

  it('refuses unknown keys, the snake_case column names included', () => {
    const result = programApplicationSchema.safeParse({ ...required, why_program: 'x' });
    expect(result.success).toBe(false);
  });
});
