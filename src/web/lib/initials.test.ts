import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words, upper-cased', () => {
    expect(initialsOf('Lee Mensah')).toBe('LM');
    expect(initialsOf('  ada  byron lovelace ')).toBe('AL');
    expect(initialsOf('nova')).toBe('N');
    expect(initialsOf('Jean-Luc Picard')).toBe('JP');
  });

  it('skips leading punctuation and keeps letters outside the BMP whole', () => {
    expect(initialsOf('"DJ" Shadow')).toBe('DS');
    expect(initialsOf('𝒜lpha')).toBe('𝒜');
  });

  it('gives ? for a name without letters', () => {
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(' -- ')).toBe('?');
  });
});
