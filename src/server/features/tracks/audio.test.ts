/**
 * What an uploaded file is (audio.ts): the waveform peaks of a known file, each accepted format read by its content
 * with its duration, and the files that must be refused (truncated, not audio, mislabelled).
 *
 * The fixtures in test/fixtures/audio were generated once with ffmpeg: 2 s of a 440 Hz sine at 0.75 of full scale,
 * then 2 s of silence, mono 8 kHz (`sine-then-silence.wav`), and the same encoded as MP3, M4A (AAC), FLAC and Ogg
 * Vorbis.
 */
import { Readable } from 'node:stream';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '@shared/api-error';
import { TRACK_PEAKS_COUNT } from '@shared/limits/tracks';
import { analyseAudio, computeWaveform, TRACK_UPLOAD_RULE, wavIsTruncated } from './audio';

const FIXTURES = path.resolve(import.meta.dirname, '../../test/fixtures/audio');
const fixture = (ext: string) => fs.readFile(path.join(FIXTURES, `sine-then-silence.${ext}`));

/** {@link analyseAudio} of `bytes`, streamed in 16 KB chunks. */
const analyse = (bytes: Uint8Array) =>
  analyseAudio(async () => {
    const chunks: Uint8Array[] = [];
    for (let offset = 0; offset < bytes.length; offset += 16 * 1024)
      chunks.push(bytes.subarray(offset, offset + 16 * 1024));
    return Readable.from(chunks);
  }, bytes.length);

describe('the waveform peaks', () => {
  it('of a sine then silence: high in the first half, about 0 in the second', async () => {
    const { peaks, durationMs } = await analyse(await fixture('wav'));
    expect(durationMs).toBe(4000);
    expect(peaks).toHaveLength(TRACK_PEAKS_COUNT);
    expect(peaks.every((peak) => peak >= 0 && peak <= 1)).toBe(true);
    const firstHalf = peaks.slice(0, TRACK_PEAKS_COUNT / 2 - 5);
    const secondHalf = peaks.slice(TRACK_PEAKS_COUNT / 2 + 5);
    // The sine's amplitude is 0.75 of full scale; each slice of 4 ms holds more than a period of 440 Hz.
    expect(Math.min(...firstHalf)).toBeGreaterThan(0.7);
    expect(Math.max(...firstHalf)).toBeLessThanOrEqual(0.76);
    expect(Math.max(...secondHalf)).toBeLessThan(0.01);
  });

  it('holds a bounded number of values however long the audio (blocks merge as it grows)', async () => {
    // 40 minutes of mono 8 kHz PCM: 19.2 million samples, fed in 1 s chunks of a known shape.
    const sampleRate = 8000;
    async function* wavChunks() {
      const seconds = 40 * 60;
      const header = Buffer.alloc(44);
      header.write('RIFF', 0);
      header.writeUInt32LE(36 + seconds * sampleRate * 2, 4);
      header.write('WAVEfmt ', 8);
      header.writeUInt32LE(16, 16);
      header.writeUInt16LE(1, 20);
      header.writeUInt16LE(1, 22);
      header.writeUInt32LE(sampleRate, 24);
      header.writeUInt32LE(sampleRate * 2, 28);
      header.writeUInt16LE(2, 32);
      header.writeUInt16LE(16, 34);
      header.write('data', 36);
      header.writeUInt32LE(seconds * sampleRate * 2, 40);
      yield new Uint8Array(header);
      const loud = Buffer.alloc(sampleRate * 2);
      for (let i = 0; i < sampleRate; i++) loud.writeInt16LE(i % 2 ? 16384 : -16384, i * 2);
      const quiet = Buffer.alloc(sampleRate * 2);
      // Loud for the first quarter, quiet for the rest.
      for (let second = 0; second < seconds; second++)
        yield new Uint8Array(second < seconds / 4 ? loud : quiet);
    }
    const waveform = await computeWaveform(wavChunks(), 'wav', 100);
    expect(waveform.durationMs).toBe(40 * 60 * 1000);
    expect(waveform.peaks).toHaveLength(100);
    expect(Math.min(...waveform.peaks.slice(0, 24))).toBeCloseTo(0.5, 2);
    expect(Math.max(...waveform.peaks.slice(26))).toBe(0);
  });
});

describe('the accepted formats, read by content', () => {
  it.each([
    ['wav', 'audio/wav', 'wav'],
    ['mp3', 'audio/mpeg', 'mp3'],
    ['m4a', 'audio/mp4', 'm4a'],
    ['flac', 'audio/flac', 'flac'],
    ['ogg', 'audio/ogg', 'ogg'],
  ])('%s: %s, about 4 s, loud then silent', async (ext, contentType, stored) => {
    const facts = await analyse(await fixture(ext));
    expect(facts.contentType).toBe(contentType);
    expect(facts.ext).toBe(stored);
    expect(Math.abs(facts.durationMs - 4000)).toBeLessThan(100);
    expect(Math.max(...facts.peaks.slice(0, 400))).toBeGreaterThan(0.3);
    expect(Math.max(...facts.peaks.slice(600))).toBeLessThan(0.02);
  });

  it('the name must match the content: a WAV named .mp3, or a PDF named .wav, is refused before storing', async () => {
    const wav = await fixture('wav');
    expect(await TRACK_UPLOAD_RULE.matches('song.wav', wav.subarray(0, 4100))).toBe(true);
    expect(await TRACK_UPLOAD_RULE.matches('song.mp3', wav.subarray(0, 4100))).toBe(false);
    expect(await TRACK_UPLOAD_RULE.matches('song.wav', new TextEncoder().encode('%PDF-1.4\n'))).toBe(false);
    expect(TRACK_UPLOAD_RULE.accepts('song.txt')).toBe(false);
    expect(TRACK_UPLOAD_RULE.accepts('song.FLAC')).toBe(true);
  });
});

describe('refused files', () => {
  it.each(['wav', 'mp3', 'flac', 'ogg', 'm4a'])('a truncated %s is refused as unreadable', async (ext) => {
    const whole = await fixture(ext);
    const cut = whole.subarray(0, Math.floor(whole.length * 0.45));
    const refused = await analyse(cut).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: API_ERROR_CODES.validationFailed,
      fields: { file: expect.stringMatching(/truncated or damaged/) },
    });
  });

  it('a WAV whose data chunk ends past the file is truncated', async () => {
    const wav = await fixture('wav');
    expect(wavIsTruncated(wav.subarray(0, 4100), wav.length)).toBe(false);
    expect(wavIsTruncated(wav.subarray(0, 4100), wav.length - 1000)).toBe(true);
  });

  it('bytes that are no audio at all are refused as the wrong type', async () => {
    const refused = await analyse(new TextEncoder().encode('not audio at all\n'.repeat(500))).catch(
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ code: API_ERROR_CODES.unsupportedFileType });
  });
});
