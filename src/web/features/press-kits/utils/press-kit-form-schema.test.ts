import { describe, expect, it } from 'vitest';
import type { OwnPressKit } from '@shared/schemas/press-kits';
import { pressKitFormSchema, pressKitFormValues, previewEpk } from './press-kit-form-schema';
import { publicationFormSchema } from './publication-form-schema';

const KIT: OwnPressKit = {
  slug: 'abcdefghijklmnopqrst',
  isPublished: false,
  publishedAt: null,
  pageUrl: 'http://localhost:3000/epk/abcdefghijklmnopqrst',
  pdfUrl: '/api/epk/abcdefghijklmnopqrst/pdf',
  stageName: 'Nova',
  shortBio: 'Singer from Lagos.',
  longBio: '',
  genres: ['Afrobeat', 'Jazz'],
  location: 'London',
  releasePlan: '',
  links: [{ label: 'Site', url: 'https://nova.example' }],
  achievements: ['First single', 'Festival slot'],
  showCertificate: true,
  hasCertificate: false,
  photo: null,
  featuredTracks: [{ id: '00000000-0000-4000-8000-000000000001', title: 'Song' }],
  worksheetSuggestions: [],
  updatedAt: '2026-11-27T08:00:00.000Z',
};

describe('the press-kit form', () => {
  it('opens with the kit: genres on one line, achievements one per line, the featured ids in order', () => {
    expect(pressKitFormValues(KIT)).toMatchObject({
      genres: 'Afrobeat, Jazz',
      achievements: 'First single\nFestival slot',
      featuredTrackIds: ['00000000-0000-4000-8000-000000000001'],
    });
  });

  it('sends the body the shared schema makes: lists split, blanks and empty link rows dropped', () => {
    const values = {
      ...pressKitFormValues(KIT),
      genres: 'Afrobeat, , afrobeat, R&B',
      achievements: 'One\n\n  Two  \n',
      links: [
        { label: 'Site', url: 'https://nova.example' },
        { label: '', url: '' },
      ],
    };
    const result = pressKitFormSchema.safeParse(values);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      genres: ['Afrobeat', 'R&B'],
      achievements: ['One', 'Two'],
      links: [{ label: 'Site', url: 'https://nova.example' }],
    });
  });

  it('reports a bad link on its row and field', () => {
    const result = pressKitFormSchema.safeParse({
      ...pressKitFormValues(KIT),
      links: [{ label: 'Site', url: 'javascript:alert(1)' }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['links', 0, 'url']);
  });

  it('previews what the page will show, even while a field is invalid', () => {
    const values = {
      ...pressKitFormValues(KIT),
      stageName: '  Nova Live ',
      links: [{ label: 'Bad', url: 'not a url' }],
    };
    const preview = previewEpk(
      KIT,
      values,
      [
        {
          id: '00000000-0000-4000-8000-000000000001',
          title: 'Song',
          latest: { number: 2, durationMs: 1000, audioUrl: '/a' },
        },
      ],
      null,
    );
    expect(preview.stageName).toBe('Nova Live');
    expect(preview.links).toEqual([]);
    expect(preview.featuredTracks[0]?.latestVersion?.audioUrl).toBe('/a');
    expect(preview.certificate).toBeNull();
  });
});

describe('the publication form', () => {
  const schema = publicationFormSchema(KIT.slug);

  it('keeps the current address when the field holds it or is empty', () => {
    expect(schema.safeParse({ slug: KIT.slug, published: true }).data).toEqual({ published: true });
    expect(schema.safeParse({ slug: ' ', published: false }).data).toEqual({ published: false });
  });

  it('sends a chosen address, and refuses a reserved or unsafe one on the field', () => {
    expect(schema.safeParse({ slug: 'nova-live', published: true }).data).toEqual({
      published: true,
      slug: 'nova-live',
    });
    for (const slug of ['admin', 'Nova', 'a--b', 'x']) {
      const result = schema.safeParse({ slug, published: true });
      expect(result.success, slug).toBe(false);
      expect(result.error?.issues[0]?.path, slug).toEqual(['slug']);
    }
  });
});
