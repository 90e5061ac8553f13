/**
 * Rate limits while Redis does not answer (issue 21 item 3; docs/operations.md "What to watch"): requests are still
 * counted, in the process, and the outage is logged once rather than silently, since every instance now counts
 * alone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { unusedPort } from '../test/server-process';
import { RateLimitedError, RateLimits, REDIS_DOWN_MESSAGE } from './rate-limit';

let limits: RateLimits | undefined;

afterEach(async () => {
  await limits?.close();
  limits = undefined;
});

describe('RateLimits on a Redis that does not answer', () => {
  it('counts in the process and logs the outage once, at warn', async () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    // Nothing listens on this port: every connection attempt is refused.
    limits = RateLimits.create(`redis://127.0.0.1:${await unusedPort()}`, logger);
    const rule = { name: 'outage-test', points: 1, durationSeconds: 60 };
    await limits.consume([[rule, 'client']]);
    await expect(limits.consume([[rule, 'client']])).rejects.toBeInstanceOf(RateLimitedError);

    const warnings = lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.msg === REDIS_DOWN_MESSAGE);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
  });
});
