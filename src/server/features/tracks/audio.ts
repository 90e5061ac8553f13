/**
 * What an uploaded track version is (issue "Press kits and feedback on tracks" item 2; docs/decisions/0022): its
 * audio format, read from the content and never from the name or the browser; its duration; and its waveform
 * peaks, computed once on upload so no browser has to decode the file to draw it.
 *
 * The file is decoded in chunks as it streams from the disk (audio-decode's WASM and JS decoders), so a long WAV
 * never sits whole in memory as PCM: the peaks are kept as the maximum of each block of samples, blocks doubling
 * in length whenever {@link FINE_PEAKS_MAX} of them are held, then folded into {@link TRACK_PEAKS_COUNT} values.
 * The duration is the decoded length; a file whose own header promises clearly more (music-metadata) is truncated
 * and refused.
 */
import { Readable } from 'node:stream';
import { decodeChunked } from 'audio-decode';
import { fileTypeFromBuffer } from 'file-type';
import { parseWebStream } from 'music-metadata';
import { API_ERROR_CODES } from '@shared/api-error';
import { TRACK_EXTENSIONS, TRACK_PEAKS_COUNT, type TrackExtension } from '@shared/limits/tracks';
import { trackFileMessages } from '@shared/messages/tracks';
import { fileExtension } from '@shared/schemas/department-resource';
import { AppError } from '../../errors';
import type { UploadRule } from '../../http/upload-file';
import { contentMatchesName, isSafeFileName } from '../../storage/file-check';

/** The decoders of audio-decode this app uses. */
export type DecoderFormat = 'mp3' | 'm4a' | 'aac' | 'wav' | 'flac' | 'oga' | 'opus';

/** What each detected type (file-type's `ext`) is decoded as and served as. */
const DETECTED: Readonly<Record<string, { decoder: DecoderFormat; contentType: string }>> = {
  mp3: { decoder: 'mp3', contentType: 'audio/mpeg' },
  m4a: { decoder: 'm4a', contentType: 'audio/mp4' },
  mp4: { decoder: 'm4a', contentType: 'audio/mp4' },
  aac: { decoder: 'aac', contentType: 'audio/aac' },
  wav: { decoder: 'wav', contentType: 'audio/wav' },
  flac: { decoder: 'flac', contentType: 'audio/flac' },
  ogg: { decoder: 'oga', contentType: 'audio/ogg' },
  oga: { decoder: 'oga', contentType: 'audio/ogg' },
  opus: { decoder: 'opus', contentType: 'audio/ogg' },
};

/** Extension -> the types file-type may detect for it (AAC travels raw as ADTS or in an MP4 container). */
const TRACK_SIGNATURES: Readonly<Record<TrackExtension, readonly string[]>> = {
  mp3: ['mp3'],
  m4a: ['m4a', 'mp4', 'aac'],
  aac: ['aac', 'm4a', 'mp4'],
  wav: ['wav'],
  flac: ['flac'],
  ogg: ['ogg', 'oga', 'opus'],
};

/** Whether `name` ends in one of {@link TRACK_EXTENSIONS}. */
function isTrackFileName(name: string): boolean {
  return (TRACK_EXTENSIONS as readonly string[]).includes(fileExtension(name));
}

/**
 * The upload rule of a track version (http/receive-upload.ts): an accepted extension and content that matches it.
 * The final key is chosen by the service (`tracks/{userId}/{trackId}/v{n}-{random}.{ext}`), not by the rule.
 */
export const TRACK_UPLOAD_RULE: UploadRule = {
  accepts: (name) => isSafeFileName(name) && isTrackFileName(name),
  matches: (name, head) => contentMatchesName(name, head, TRACK_SIGNATURES),
  messages: {
    invalidType: trackFileMessages.invalidType,
    tooLarge: trackFileMessages.tooLarge,
    empty: trackFileMessages.empty,
    badName: trackFileMessages.badName,
  },
  storagePath: (prefix) => `${prefix}/pending`,
};

/** The decoder and the content type of audio whose first bytes are `head`; null for anything else. */
async function audioFormatOf(
  head: Uint8Array,
): Promise<{ decoder: DecoderFormat; contentType: string; ext: string } | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected || !Object.hasOwn(DETECTED, detected.ext)) return null;
  return { ...DETECTED[detected.ext]!, ext: detected.ext };
}

/** Most block maxima held while decoding; past it, neighbours are merged and blocks double in length. */
const FINE_PEAKS_MAX = 1 << 15;

/** The decoded length and waveform of a stream of audio. */
export interface Waveform {
  /** Decoded length, ms (at least 1 for any decoded sample). */
  durationMs: number;
  /** `count` values 0..1 (4 decimals), the loudest sample of each equal slice of the audio, all channels. */
  peaks: number[];
  sampleRate: number;
  /** Samples per channel decoded. */
  samples: number;
}

/**
 * Decodes `source` (encoded audio of `format`, in chunks) and computes its waveform peaks: the memory held is the
 * decoder's and at most {@link FINE_PEAKS_MAX} floats, whatever the length. The function a benchmark times for a
 * 5-minute track.
 *
 * @param count - peaks wanted ({@link TRACK_PEAKS_COUNT}).
 * @throws {Error} what the decoder throws for data it cannot read; an `Error` when nothing decodes.
 */
export async function computeWaveform(
  source: AsyncIterable<Uint8Array>,
  format: DecoderFormat,
  count: number = TRACK_PEAKS_COUNT,
): Promise<Waveform> {
  let fine = new Float32Array(FINE_PEAKS_MAX);
  let filled = 0;
  let blockSize = 0;
  let inBlock = 0;
  let current = 0;
  let samples = 0;
  let sampleRate = 0;
  const push = (value: number) => {
    if (filled === FINE_PEAKS_MAX) {
      // Merge neighbours: half as many blocks, each twice as long.
      for (let i = 0; i < FINE_PEAKS_MAX / 2; i++) fine[i] = Math.max(fine[2 * i]!, fine[2 * i + 1]!);
      filled = FINE_PEAKS_MAX / 2;
      blockSize *= 2;
    }
    fine[filled++] = value;
  };
  for await (const pcm of decodeChunked(source, format)) {
    const channels = pcm.channelData;
    if (channels.length === 0 || channels[0]!.length === 0) continue;
    if (sampleRate === 0) {
      sampleRate = pcm.sampleRate;
      // Blocks of about 1 ms to begin with.
      blockSize = Math.max(1, Math.floor(sampleRate / 1000));
    }
    const length = channels[0]!.length;
    for (let i = 0; i < length; i++) {
      let loudest = 0;
      for (const channel of channels) {
        const value = Math.abs(channel[i] ?? 0);
        if (value > loudest) loudest = value;
      }
      if (loudest > current) current = loudest;
      if (++inBlock >= blockSize) {
        push(current);
        current = 0;
        inBlock = 0;
      }
    }
    samples += length;
  }
  if (samples === 0 || sampleRate === 0) throw new Error('no audio decoded');
  if (inBlock > 0) push(current);
  const peaks: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * filled) / count);
    const end = Math.max(start + 1, Math.floor(((i + 1) * filled) / count));
    let peak = 0;
    for (let j = start; j < end && j < filled; j++) if (fine[j]! > peak) peak = fine[j]!;
    peaks.push(Math.round(Math.min(1, peak) * 10_000) / 10_000);
  }
  fine = new Float32Array(0);
  return {
    durationMs: Math.max(1, Math.round((samples / sampleRate) * 1000)),
    peaks,
    sampleRate,
    samples,
  };
}

/** What the server stores of an uploaded version's audio. */
export interface AudioFacts {
  /** Read from the content: audio/mpeg, audio/mp4, audio/aac, audio/wav, audio/flac or audio/ogg. */
  contentType: string;
  /** The detected type (mp3, m4a, mp4, aac, wav, flac, ogg, oga, opus): the stored file's extension. */
  ext: string;
  durationMs: number;
  peaks: number[];
}

/** Reads at most `bytes` leading bytes of a stream, then destroys it. */
async function headOf(stream: Readable, bytes: number): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= bytes) break;
  }
  stream.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}

/** The duration in ms the file's own header promises (music-metadata), or null when it does not say. */
async function promisedDurationMs(
  stream: Readable,
  contentType: string,
  size: number,
): Promise<number | null> {
  try {
    const meta = await parseWebStream(
      Readable.toWeb(stream) as ReadableStream<Uint8Array>,
      { mimeType: contentType, size },
      { skipCovers: true },
    );
    const seconds = meta.format.duration;
    return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : null;
  } finally {
    stream.destroy();
  }
}

/**
 * Whether a WAV file of `size` bytes, starting with `head`, ends before its `data` chunk does (music-metadata
 * measures a WAV by what is there, so a cut-off WAV looks whole to it). False when the chunk is not in `head`.
 */
export function wavIsTruncated(head: Uint8Array, size: number): boolean {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  let offset = 12;
  while (offset + 8 <= head.length) {
    const id = String.fromCharCode(...head.subarray(offset, offset + 4));
    const length = view.getUint32(offset + 4, true);
    // 0xFFFFFFFF (or 0) is what streaming writers put when they do not know the length yet.
    if (id === 'data') return length !== 0xffffffff && length !== 0 && offset + 8 + length > size;
    offset += 8 + length + (length % 2);
  }
  return false;
}

/** How much shorter the decoded audio may be than its header promises before the file counts as truncated. */
function truncationSlackMs(promisedMs: number): number {
  return 500 + promisedMs * 0.02;
}

/**
 * The format, duration and waveform peaks of an uploaded file, read from `open()` (called once per pass: the type,
 * the header's duration, the decoding).
 *
 * @param size - the file's size in bytes.
 * @throws {AppError} 415 `unsupported_file_type` (`fields.file`) when the content is not audio of an accepted
 *   format; 400 `validation_failed` (`fields.file`) when it cannot be decoded, decodes to nothing, or is clearly
 *   shorter than its header says (truncated).
 */
export async function analyseAudio(open: () => Promise<Readable>, size: number): Promise<AudioFacts> {
  const head = await headOf(await open(), 4100);
  const format = await audioFormatOf(head);
  if (!format)
    throw new AppError(API_ERROR_CODES.unsupportedFileType, trackFileMessages.invalidType, {
      file: trackFileMessages.invalidType,
    });
  const unreadable = () =>
    new AppError(API_ERROR_CODES.validationFailed, trackFileMessages.unreadable, {
      file: trackFileMessages.unreadable,
    });
  if (format.decoder === 'wav' && wavIsTruncated(head, size)) throw unreadable();
  let promised: number | null;
  try {
    promised = await promisedDurationMs(await open(), format.contentType, size);
  } catch {
    throw unreadable();
  }
  let waveform: Waveform;
  const stream = await open();
  try {
    waveform = await computeWaveform(stream as AsyncIterable<Uint8Array>, format.decoder);
  } catch {
    throw unreadable();
  } finally {
    stream.destroy();
  }
  if (promised !== null && waveform.durationMs < promised - truncationSlackMs(promised)) throw unreadable();
  return {
    contentType: format.contentType,
    ext: format.ext === 'oga' || format.ext === 'opus' ? 'ogg' : format.ext,
    durationMs: waveform.durationMs,
    peaks: waveform.peaks,
  };
}
