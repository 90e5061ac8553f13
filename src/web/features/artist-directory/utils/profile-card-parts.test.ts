import { describe, expect, it } from 'vitest';
import { cardGenres, profileLinks } from './profile-card-parts';

describe('directory card parts', () => {
  it('show at most three genres, then how many more (§9)', () => {
    expect(cardGenres(['Jazz', 'Pop'])).toEqual({ shown: ['Jazz', 'Pop'], more: 0 });
    expect(cardGenres(['Jazz', 'Pop', 'Rock', 'Folk', 'Gospel'])).toEqual({
      shown: ['Jazz', 'Pop', 'Rock'],
      more: 2,
    });
  });

  it('list only the links the profile has, labelled, in a fixed order', () => {
    const links = profileLinks({
      id: '1',
      stageName: 'Nova',
      bio: null,
      genres: [],
      location: null,
      websiteUrl: null,
      spotifyUrl: 'https://open.spotify.com/artist/1',
      youtubeUrl: null,
      instagramUrl: 'https://instagram.com/nova',
      isPublic: true,
    });
    expect(links).toEqual([
      { label: 'Spotify', url: 'https://open.spotify.com/artist/1' },
      { label: 'Instagram', url: 'https://instagram.com/nova' },
    ]);
  });
});
