/**
 * The artist directory API against the real database (training-program.md §2 item 8, §5 "Profile genres", §7
 * "artist_profiles"; docs/decisions/0013): the own profile made and replaced, empty values saved as null, genres
 * cleaned, links checked per site, public profiles by stage name a page at a time, private ones never shown.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ArtistProfile, DirectoryPage } from '@shared/schemas/artist-profile';
import {
  createConfirmedAccount,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';
import { rowCounts } from '../../test/test-app';

const suite = useAccountSuite();

async function member(): Promise<string> {
  const email = uniqueEmail('directory');
  await createConfirmedAccount(suite.t, { email, portal: 'program' });
  return signInCookie(suite.t, { email, portal: 'program' });
}

const save = (cookie: string, body: unknown) =>
  send(suite.t, 'PUT', '/api/directory/profile', body, { cookie });

async function page(cookie: string, query = ''): Promise<DirectoryPage> {
  const response = await send(suite.t, 'GET', `/api/directory${query}`, undefined, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

/** A unique stage-name prefix for this run, so pages of other tests' profiles do not interfere. */
const tag = `Zq${Date.now().toString(36)}`;

let viewer = '';
beforeAll(async () => {
  viewer = await member();
});

describe('the own profile', () => {
  it('is null before it is made, then saved with empty values as null and genres cleaned', async () => {
    const cookie = await member();
    const before = await send(suite.t, 'GET', '/api/directory/profile', undefined, { cookie });
    expect(await before.json()).toEqual({ profile: null });
    const response = await save(cookie, {
      stageName: '  Nova Lane ',
      bio: '',
      genres: [' Afrobeat', 'afrobeat', '', 'R&B/Soul ', 'Jazz'],
      location: '   ',
      websiteUrl: 'https://novalane.example.com',
      spotifyUrl: 'https://open.spotify.com/artist/123',
      youtubeUrl: '',
      instagramUrl: 'https://www.instagram.com/novalane',
      isPublic: false,
    });
    expect(response.status).toBe(200);
    const { profile } = (await response.json()) as { profile: ArtistProfile };
    expect(profile).toMatchObject({
      stageName: 'Nova Lane',
      bio: null,
      genres: ['Afrobeat', 'R&B/Soul', 'Jazz'],
      location: null,
      youtubeUrl: null,
      isPublic: false,
    });
    expect(profile).not.toHaveProperty('userId');
    const again = await save(cookie, { ...profile, id: undefined, bio: 'Singer and producer.' });
    expect(again.status).toBe(200);
    expect((await again.json()).profile).toMatchObject({ id: profile.id, bio: 'Singer and producer.' });
  });

  it('refuses links of the wrong site or scheme, and a public profile without a stage name, writing nothing', async () => {
    const cookie = await member();
    const before = await rowCounts(suite.t.database);
    const response = await save(cookie, {
      stageName: '',
      spotifyUrl: 'https://www.youtube.com/watch?v=1',
      youtubeUrl: 'javascript:alert(1)',
      instagramUrl: 'https://instagram.com.evil.example/x',
      websiteUrl: 'ftp://example.com',
      isPublic: true,
      genres: ['x'.repeat(41)],
    });
    expect(response.status).toBe(400);
    const { fields } = (await response.json()).error;
    expect(fields).toMatchObject({
      spotifyUrl: expect.stringMatching(/Spotify/),
      youtubeUrl: expect.stringMatching(/YouTube/),
      instagramUrl: expect.stringMatching(/Instagram/),
      websiteUrl: expect.stringMatching(/http/),
    });
    expect(fields.genres).toBe('Each genre can be at most 40 characters.');
    const publicWithoutName = await save(cookie, { stageName: '', isPublic: true });
    expect((await publicWithoutName.json()).error.fields.stageName).toBe(
      'Add a stage name to show your profile in the directory.',
    );
    const tooLong = await save(cookie, {
      stageName: 'Long',
      bio: 'b'.repeat(1001),
      genres: Array.from({ length: 11 }, (_, i) => `Genre ${i}`),
    });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).error.fields).toEqual({
      bio: 'Bio must be at most 1000 characters.',
      genres: 'List at most 10 genres.',
    });
    // A genre is one line of text: control characters are refused as in every text field.
    for (const genre of ['Jazz\u0007', 'Soul\u001b[0m', 'Hip\tHop', 'Afro\nbeat']) {
      const refused = await save(cookie, { stageName: 'Long', genres: [genre] });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ genres: 'Please remove control characters.' });
    }
    expect(await rowCounts(suite.t.database)).toEqual(before);
  });
});

describe('the directory', () => {
  it('lists public profiles by stage name, a page at a time, and never a private one', async () => {
    const names = ['Echo', 'alpha', 'Delta', 'bravo', 'Charlie'].map((n) => `${tag} ${n}`);
    for (const name of names) await save(await member(), { stageName: name, isPublic: true });
    await save(await member(), { stageName: `${tag} Aardvark hidden`, isPublic: false });

    const seen: ArtistProfile[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const result = await page(viewer, query);
      expect(result.profiles.length).toBeLessThanOrEqual(2);
      seen.push(...result.profiles);
      cursor = result.nextCursor;
    } while (cursor);
    const ours = seen.filter((p) => p.stageName?.startsWith(tag)).map((p) => p.stageName);
    expect(ours).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(seen.some((p) => !p.isPublic)).toBe(false);
    expect(new Set(seen.map((p) => p.id)).size).toBe(seen.length);
  });

  it('refuses a forged cursor and a page size out of range', async () => {
    for (const query of ['?cursor=not-a-cursor', '?limit=0', '?limit=61', '?limit=abc', '?extra=1']) {
      const response = await send(suite.t, 'GET', `/api/directory${query}`, undefined, { cookie: viewer });
      expect({ query, status: response.status }).toEqual({ query, status: 400 });
    }
  });
});
