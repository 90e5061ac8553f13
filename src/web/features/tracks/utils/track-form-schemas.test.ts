import { describe, expect, it } from 'vitest';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { trackFileProblem } from './track-form-schemas';

describe('trackFileProblem', () => {
  it('accepts the audio formats a track may be, whatever the case of the extension', () => {
    for (const name of ['a.mp3', 'b.M4A', 'c.aac', 'd.wav', 'e.flac', 'f.ogg']) {
      expect(trackFileProblem({ name, size: 1000 })).toBeNull();
    }
  });

  it('refuses another type, or no extension', () => {
    expect(trackFileProblem({ name: 'cover.png', size: 10 })).toBe(m.fileType);
    expect(trackFileProblem({ name: 'track', size: 10 })).toBe(m.fileType);
  });

  it('refuses a file over 200 MB', () => {
    expect(trackFileProblem({ name: 'long.wav', size: 200 * 1024 * 1024 + 1 })).toBe(m.fileTooLarge);
  });
});
