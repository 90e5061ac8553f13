import { describe, expect, it } from 'vitest';
import { tracksPageMessages as m } from '@shared/messages/track-pages';
import { trackRequestMessages } from '@shared/messages/tracks';
import { trackFileProblem, trackUploadFormSchema } from './track-form-schemas';

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

describe('trackUploadFormSchema', () => {
  const files = (...list: { name: string; size: number }[]) => list as unknown as FileList;

  it('asks for a title and a file, with the shared messages', () => {
    const result = trackUploadFormSchema.safeParse({ title: '', notes: '', file: null });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({ title: trackRequestMessages.titleRequired, file: m.fileRequired });
  });

  it('sends the trimmed title, the notes and the chosen file', () => {
    const file = { name: 'demo.mp3', size: 1234 };
    const result = trackUploadFormSchema.safeParse({ title: '  Night Drive ', notes: '', file: files(file) });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ title: 'Night Drive', notes: '', file });
  });
});
