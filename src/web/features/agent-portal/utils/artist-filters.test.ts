import { describe, expect, it } from 'vitest';
import { readArtistFilters, sameArtistFilters, withArtistFilters } from './artist-filters';

describe('the Artists search in the address', () => {
  it('reads each filter trimmed, absent ones empty', () => {
    expect(readArtistFilters(new URLSearchParams('q=%20Nova%20&genre=Afrobeat'))).toEqual({
      q: 'Nova',
      genre: 'Afrobeat',
      location: '',
    });
  });

  it('writes the given filters, drops empty ones and keeps other parameters', () => {
    const next = withArtistFilters(new URLSearchParams('q=old&tab=x'), {
      q: '',
      genre: ' R&B ',
      location: 'Lagos',
    });
    expect(next.get('q')).toBeNull();
    expect(next.get('genre')).toBe('R&B');
    expect(next.get('location')).toBe('Lagos');
    expect(next.get('tab')).toBe('x');
    expect(readArtistFilters(next)).toEqual({ q: '', genre: 'R&B', location: 'Lagos' });
  });

  it('compares filters by their trimmed values', () => {
    expect(sameArtistFilters({ q: 'a ', genre: '', location: '' }, { q: 'a', genre: '', location: '' })).toBe(
      true,
    );
    expect(sameArtistFilters({ q: 'a', genre: '', location: '' }, { q: 'a', genre: 'b', location: '' })).toBe(
      false,
    );
  });
});
