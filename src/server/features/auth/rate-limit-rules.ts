/**
 * How many account requests one IP address and one email may make (issue "Accounts" item 6; our numbers,
 * docs/decisions/0005). Per-IP limits are loose enough for an office behind one address; per-email limits are
 * tight, because they protect one person's inbox and password.
 */
import type { RateLimitRule } from '../../http/rate-limit';

const MINUTES_15 = 15 * 60;
const HOUR = 3600;

export const authRateLimits = {
  signInIp: { name: 'sign-in:ip', points: 30, durationSeconds: MINUTES_15 },
  signInEmail: { name: 'sign-in:email', points: 10, durationSeconds: MINUTES_15 },
  signUpIp: { name: 'sign-up:ip', points: 10, durationSeconds: HOUR },
  signUpEmail: { name: 'sign-up:email', points: 5, durationSeconds: HOUR },
  resetRequestIp: { name: 'reset-request:ip', points: 10, durationSeconds: MINUTES_15 },
  resetRequestEmail: { name: 'reset-request:email', points: 3, durationSeconds: MINUTES_15 },
  resendIp: { name: 'resend-confirmation:ip', points: 10, durationSeconds: MINUTES_15 },
  resendEmail: { name: 'resend-confirmation:email', points: 3, durationSeconds: MINUTES_15 },
  /** Opening emailed links and setting a new password: guards against guessing tokens. */
  tokenIp: { name: 'token:ip', points: 30, durationSeconds: MINUTES_15 },
  /** is_artist_approved / is_agent_approved: guards the allow-lists against enumeration. */
  approvalIp: { name: 'approval:ip', points: 60, durationSeconds: MINUTES_15 },
} as const satisfies Record<string, RateLimitRule>;
