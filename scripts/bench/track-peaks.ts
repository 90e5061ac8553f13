/**
 * Bench case for the waveform peaks of a track version (issue "Press kits and feedback on tracks" item 2;
 * docs/decisions/0022): the time the server takes, once on upload, to decode a 5-minute track and compute its
 * peaks (features/tracks/audio.ts `computeWaveform`), and the memory the process grows by meanwhile. The track is a
 * 44.1 kHz stereo 16-bit WAV (53 MB), a sine under a slow swell, made before the clock starts and fed in 1 s chunks
 * as the disk would: what grows is the decoder's output and the peaks, never the whole PCM.
 *
 * Alone: `npx tsx scripts/bench/track-peaks.ts`.
 */
import { TRACK_PEAKS_COUNT } from '../../src/shared/limits/tracks';
import { computeWaveform } from '../../src/server/features/tracks/audio';
import { median } from './server-process';

const SAMPLE_RATE = 44_100;
const CHANNELS = 2;

/** A WAV of `seconds`, in 1 s chunks: a 220 Hz sine whose loudness swells and fades every 10 s. */
async function* syntheticWav(seconds: number): AsyncGenerator<Uint8Array> {
  const dataBytes = seconds * SAMPLE_RATE * CHANNELS * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(CHANNELS, 22);
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * CHANNELS * 2, 28);
  header.writeUInt16LE(CHANNELS * 2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(dataBytes, 40);
  yield new Uint8Array(header);
  const chunk = Buffer.alloc(SAMPLE_RATE * CHANNELS * 2);
  for (let second = 0; second < seconds; second++) {
    for (let i = 0; i < SAMPLE_RATE; i++) {
      const t = second + i / SAMPLE_RATE;
      const value = Math.round(
        Math.sin(2 * Math.PI * 220 * t) * Math.abs(Math.sin((Math.PI * t) / 10)) * 30_000,
      );
      for (let c = 0; c < CHANNELS; c++) chunk.writeInt16LE(value, (i * CHANNELS + c) * 2);
    }
    yield new Uint8Array(chunk);
  }
}

/** Runs of the computation; the median is printed with the spread. */
const RUNS = 3;

/**
 * Times the peaks of a `seconds`-long track (5 minutes by default), {@link RUNS} times: the lines the benchmark
 * prints (median time in ms with the spread, and how much the process's RSS grew during the first run).
 */
export async function benchTrackPeaks(seconds = 300): Promise<string[]> {
  // Made before the clock starts: the synthetic file's sine is the bench's cost, not the server's.
  const chunks: Uint8Array[] = [];
  for await (const chunk of syntheticWav(seconds)) chunks.push(chunk);
  const times: number[] = [];
  let peaks = 0;
  let grewMb = 0;
  for (let run = 0; run < RUNS; run++) {
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const waveform = await computeWaveform(
      (async function* () {
        yield* chunks;
      })(),
      'wav',
    );
    times.push(performance.now() - started);
    peaks = waveform.peaks.length;
    if (run === 0) grewMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
  }
  const spread = `${Math.min(...times).toFixed(0)}-${Math.max(...times).toFixed(0)}`;
  return [
    `track peaks: ${seconds / 60}-minute 44.1 kHz stereo WAV -> ${peaks} of ${TRACK_PEAKS_COUNT} peaks in median ${median(times).toFixed(0)} ms of ${RUNS} runs (spread ${spread}; RSS +${grewMb.toFixed(0)} MB during the first)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`)
  for (const line of await benchTrackPeaks()) console.log(line);
