/**
 * How many account requests one IP address and one email may make (issue "Accounts" item 6; our numbers,
 * docs/decisions/0005). Per-IP limits are loose enough for an office behind one address; per-email limits are
 * tight, because they protect one person's inbox and password.
 *
 * Sign-in is the exception (issue "Hardening what is built" item 7): a per-email limit that anyone may use up
 * would let anyone lock the owner out. Password guesses are limited tightly per email and IP pair, which a correct
 * password clears; across all addresses an email has a much looser limit, counted only for attempts the per-IP
 * and per-pair limits let through, and given back on success. It still bounds guessing spread over many
 * addresses, while one address adds at most 40 an hour to it.
 */
import type { RateLimitRule } from '../../http/rate-limit';

const MINUTES_15 = 15 * 60;
const HOUR = 3600;

export const authRateLimits = {
  signInIp: { name: 'sign-in:ip', points: 30, durationSeconds: MINUTES_15 },
  /** Key `{email} {ip}`; cleared by a successful sign-in from that pair. */
  signInEmailIp: { name: 'sign-in:email-ip', points: 10, durationSeconds: MINUTES_15 },
  /** Across all addresses: a lockout needs at least 5 addresses working for the whole hour. */
  signInEmail: { name: 'sign-in:email', points: 200, durationSeconds: HOUR },
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
