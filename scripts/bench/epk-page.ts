/**
 * Bench case of a published press kit's public page (issue "Press kits and feedback on tracks", "Tests": the EPK
 * page's p99; docs/decisions/0023): the real server as a child process (compiled, production mode, embedded
 * database in a temporary folder, request log on), the demo artist's kit filled in, given a photo and published,
 * then `GET /epk/{slug}` (the HTML with its Open Graph tags, as a browser or a link-preview crawler asks for it) and
 * `GET /api/epk/{slug}` loaded by autocannon beside `/healthz` and the floor, a prerendered page (`GET /`, served
 * from the build's precompressed files) in the same rounds (rounds.ts). "Prerendered-fast" is the target: at least
 * {@link RATIO_TARGET} of the prerendered page's requests/s, p99 under {@link P99_TARGET_MS} ms. The figures are
 * printed, never asserted.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { BROWSER_ACCEPT_ENCODING, roundsBesideHealthz, type RoundRow } from './rounds';
import { stopServer, type BenchServer } from './server-process';
import { startSignedInServer } from './signed-in';

/** The least ratio of requests/s to the prerendered page the kit's page and answer should reach. */
const RATIO_TARGET = 0.75;
/** The most their worst p99 should be, in ms. */
const P99_TARGET_MS = 100;

/** What {@link benchEpkPage} prints. */
export interface EpkPageResult {
  rows: RoundRow[];
  lines: string[];
}

/**
 * Runs the case and returns what to print.
 *
 * @throws when the server does not start, the kit cannot be made, or a request of a run fails.
 */
export async function benchEpkPage(): Promise<EpkPageResult> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-epk-'));
  let server: BenchServer | undefined;
  try {
    const started = await startSignedInServer(dataDir, 'artist');
    server = started.server;
    const { base, cookie } = started;
    const json = { cookie, 'content-type': 'application/json', origin: base };
    const saved = await fetch(`${base}/api/press-kit`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({
        stageName: 'Bench Artist',
        shortBio: 'A short bio for link previews. '.repeat(5).trim(),
        longBio: 'A long bio paragraph. '.repeat(120).trim(),
        genres: ['Afrobeat', 'Soul', 'Jazz'],
        location: 'Accra, Ghana',
        links: [{ label: 'Website', url: 'https://example.com' }],
        achievements: ['Played the festival', 'Released an EP'],
      }),
    });
    if (saved.status !== 200) throw new Error(`saving the kit answered ${saved.status}`);
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#8a6d1f' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)]), 'photo.jpg');
    const uploaded = await fetch(`${base}/api/press-kit/photo`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    if (uploaded.status !== 200) throw new Error(`the photo answered ${uploaded.status}`);
    const published = await fetch(`${base}/api/press-kit/publication`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ published: true, slug: 'bench-artist' }),
    });
    if (published.status !== 200) throw new Error(`publishing answered ${published.status}`);

    const floorRoute = 'GET / (a prerendered page, the floor)';
    return await roundsBesideHealthz({
      base,
      pid: server.child.pid!,
      routes: [
        { route: floorRoute, url: `${base}/` },
        { route: 'GET /epk/{slug}', url: `${base}/epk/bench-artist`, target: RATIO_TARGET },
        { route: 'GET /api/epk/{slug}', url: `${base}/api/epk/bench-artist`, target: RATIO_TARGET },
      ],
      // A visitor's browser: no session, the encodings it reads.
      headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      floor: { route: floorRoute, name: 'prerendered page' },
      targetsAgainst: 'floor',
      p99TargetMs: P99_TARGET_MS,
      title: 'press kit page (a published kit with a photo, embedded database)',
    });
  } finally {
    if (server) await stopServer(server.child);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchEpkPage();
  console.table(result.rows);
  for (const line of result.lines) console.log(line);
}
