/** When `npm start` builds first: no stamp, a build input newer than the stamp, other baked-in variables. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_STAMP, buildState, writeBuildStamp } from './build-stamp.mjs';

let root: string;

/** Sets the modification time of `file` (relative to the root) to `secondsAgo` before now. */
async function age(file: string, secondsAgo: number) {
  const when = new Date(Date.now() - secondsAgo * 1000);
  await fs.utimes(path.join(root, file), when, when);
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-stamp-'));
  await fs.mkdir(path.join(root, 'src/server'), { recursive: true });
  await fs.mkdir(path.join(root, 'content'));
  await fs.writeFile(path.join(root, 'src/server/main.ts'), 'export {};');
  await fs.writeFile(path.join(root, 'src/server/main.test.ts'), 'export {};');
  await fs.writeFile(path.join(root, 'content/site.ts'), 'export {};');
  await fs.writeFile(path.join(root, 'package.json'), '{}');
  for (const file of ['src/server/main.ts', 'src/server/main.test.ts', 'content/site.ts', 'package.json']) {
    await age(file, 60);
  }
});

afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

describe('buildState', () => {
  it('asks for a build when there is no stamp, and not after one', async () => {
    expect(await buildState(root, {})).toEqual({ fresh: false, reason: 'no complete build yet' });
    await writeBuildStamp(root, {});
    expect(await buildState(root, {})).toEqual({ fresh: true });
  });

  it('asks for a build when a source, content or a config file changed after the stamp, not a test', async () => {
    await writeBuildStamp(root, {});
    await age(BUILD_STAMP, 30);
    await age('src/server/main.test.ts', 0);
    expect(await buildState(root, {})).toEqual({ fresh: true });
    for (const file of ['src/server/main.ts', 'content/site.ts', 'package.json']) {
      await age(file, 0);
      expect(await buildState(root, {})).toEqual({ fresh: false, reason: `${file} changed` });
      await age(file, 60);
    }
    await fs.writeFile(path.join(root, '.env'), 'SITE_BRAND_NAME=Other');
    expect(await buildState(root, {})).toEqual({ fresh: false, reason: '.env changed' });
  });

  it('asks for a build when the SITE_ or VITE_ variables differ from those the build baked in', async () => {
    await writeBuildStamp(root, { SITE_BRAND_NAME: 'One', PORT: '3000' });
    expect(await buildState(root, { SITE_BRAND_NAME: 'One', PORT: '4000' })).toEqual({ fresh: true });
    expect(await buildState(root, { SITE_BRAND_NAME: 'Two' })).toEqual({
      fresh: false,
      reason: 'the SITE_*/VITE_* variables differ from the last build',
    });
    expect((await buildState(root, { SITE_BRAND_NAME: 'One', VITE_X: '1' })).fresh).toBe(false);
  });
});
