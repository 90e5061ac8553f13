/**
 * Request counting with rate-limiter-flexible (issue "Accounts" item 6; ARCHITECTURE.md "Towards scale").
 *
 * Counters live in Redis when `REDIS_URL` is set, so every instance shares them; otherwise in the process. If
 * Redis stops answering (a command fails after one retry), counting falls back to the process rather than failing
 * the request.
 */
import { createMiddleware } from 'hono/factory';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { API_ERROR_CODES } from '@shared/api-error';
import { RATE_LIMITED_MESSAGE } from '@shared/messages/api';
import { clientIp } from './client-ip';
import { documented, ERROR_CODES } from './contract';
import { AppError } from '../errors';
import type { Logger } from '../logger';

/** One rule: at most `points` requests per key in `durationSeconds`. */
export interface RateLimitRule {
  /** Names the counters, e.g. `sign-in:ip`. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Thrown when a rule is exceeded; answered 429 with `Retry-After: retryAfterSeconds`. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(API_ERROR_CODES.rateLimited, RATE_LIMITED_MESSAGE);
  }
}

/** Where {@link RateLimits} reports that Redis stopped and started answering (the process logger). */
export type RateLimitLog = Pick<Logger, 'warn' | 'info'>;

/** The warning logged once when Redis stops answering (docs/operations.md "What to watch"). */
export const REDIS_DOWN_MESSAGE =
  'Redis is not answering: rate limits count in this process only until it is back';
/** The line logged once Redis answers again after {@link REDIS_DOWN_MESSAGE}. */
const REDIS_BACK_MESSAGE = 'Redis answers again: rate limits are shared by every instance again';

/** Creates limiters for rules, sharing one store. */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  private constructor(private readonly redis: Redis | undefined) {}

  /**
   * Opens the store.
   *
   * While Redis does not answer, each instance counts alone (so a client spread over N instances gets N times the
   * limit): {@link REDIS_DOWN_MESSAGE} is logged at `warn` once per outage, and {@link REDIS_BACK_MESSAGE} at
   * `info` when it answers again (issue 21 item 3: an outage of what instances share is seen, not silent).
   *
   * @param redisUrl - a redis:// URL; when absent, counters live in this process.
   * @param log - where the outage and the recovery are reported; nowhere by default.
   */
  static create(redisUrl: string | undefined, log?: RateLimitLog): RateLimits {
    const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
    let down = false;
    // Connection problems are handled per request by the in-process fallback; keep them out of the crash path.
    redis?.on('error', (error: Error) => {
      if (down) return;
      down = true;
      log?.warn({ err: error }, REDIS_DOWN_MESSAGE);
    });
    redis?.on('ready', () => {
      if (!down) return;
      down = false;
      log?.info(REDIS_BACK_MESSAGE);
    });
    return new RateLimits(redis);
  }

  private limiter(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const options = { keyPrefix: `rl:${rule.name}`, points: rule.points, duration: rule.durationSeconds };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            insuranceLimiter: memory,
          })
        : memory;
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }

  /**
   * Counts one request for each `[rule, key]` pair; all pairs are counted even when one is exceeded.
   *
   * @throws {RateLimitedError} when any rule is exceeded.
   */
  async consume(pairs: [RateLimitRule, string][]): Promise<void> {
    const results = await Promise.allSettled(pairs.map(([rule, key]) => this.limiter(rule).consume(key)));
    let waitMs = 0;
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      if (result.reason instanceof RateLimiterRes) waitMs = Math.max(waitMs, result.reason.msBeforeNext);
      else throw result.reason;
    }
    if (waitMs > 0) throw new RateLimitedError(Math.max(1, Math.ceil(waitMs / 1000)));
  }

  /** Forgets the counts of each `[rule, key]` pair, as if the key had made no request (e.g. after a success). */
  async clear(pairs: [RateLimitRule, string][]): Promise<void> {
    await Promise.all(pairs.map(([rule, key]) => this.limiter(rule).delete(key)));
  }

  /** Gives back the one request {@link consume} counted for each `[rule, key]` pair (e.g. a success). */
  async refund(pairs: [RateLimitRule, string][]): Promise<void> {
    await Promise.all(pairs.map(([rule, key]) => this.limiter(rule).reward(key, 1)));
  }

  /** Closes the Redis connection, if any. */
  async close(): Promise<void> {
    if (this.redis) await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

/**
 * Submissions of one public form (contact, artist intake, touring, program application) from one client IP: enough
 * for a person, an office behind one address or a few corrections, too few to flood the staff or program inbox
 * (issue "Platform" item 9; docs/decisions/0001).
 */
export function publicFormRule(form: string): RateLimitRule {
  return { name: `${form}:ip`, points: 10, durationSeconds: 3600 };
}

/**
 * Middleware counting each request against `rule` by client IP (the `TRUST_PROXY` rule of client-ip.ts), before
 * the body is read.
 *
 * @throws {RateLimitedError} (429 with `Retry-After`) past the rule's limit.
 */
export function limitByClientIp(
  deps: { rateLimits: RateLimits; env: { TRUST_PROXY: number } },
  rule: RateLimitRule,
) {
  return documented(
    createMiddleware(async (c, next) => {
      await deps.rateLimits.consume([[rule, clientIp(c, deps.env.TRUST_PROXY)]]);
      await next();
    }),
    { [ERROR_CODES]: [API_ERROR_CODES.rateLimited] },
  );
}
