/**
 * Bench case of sign-up timing (issue "Hardening what is built" item 7): a sign-up must answer in the same time
 * whether the email is new, belongs to an unconfirmed account or to a confirmed one, or the answer time would
 * reveal that an account exists. Prints the median of a few sign-ups for each case side by side.
 */
import {
  allow,
  createConfirmedAccount,
  GOOD_PASSWORD,
  send,
  uniqueEmail,
} from '../../src/server/test/accounts';
import { createTestApp } from '../../src/server/test/test-app';
import { percentile } from './measure';

/** Sign-ups timed per case; each uses a fresh email, so per-email limits are not reached. */
const RUNS = 5;

type Case = 'new email' | 'unconfirmed account' | 'confirmed account';

/** Runs the case on its own app (trusting one proxy, so each sign-up comes from its own IP) and returns lines. */
export async function benchSignUpTiming(): Promise<string[]> {
  const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
  try {
    const signUp = async (email: string) => {
      const response = await send(t, 'POST', '/api/auth/sign-up', {
        email,
        password: GOOD_PASSWORD,
        portal: 'artist',
      });
      if (response.status !== 200) throw new Error(`sign-up answered ${response.status}`);
    };
    const prepare: Record<Case, (email: string) => Promise<void>> = {
      'new email': (email) => allow(t, 'artist', email),
      'unconfirmed account': async (email) => {
        await allow(t, 'artist', email);
        await signUp(email);
      },
      'confirmed account': (email) => createConfirmedAccount(t, { email }),
    };
    const samples: Record<Case, number[]> = {
      'new email': [],
      'unconfirmed account': [],
      'confirmed account': [],
    };
    await signUp(uniqueEmail('bench-warm-up')).catch(() => {});
    // Interleaved, so a slow moment of the machine weighs on every case alike.
    for (let run = 0; run < RUNS; run++) {
      for (const name of Object.keys(prepare) as Case[]) {
        const email = uniqueEmail('bench-sign-up');
        await prepare[name](email);
        await t.emailWorker.drain();
        const started = performance.now();
        await signUp(email);
        samples[name].push(performance.now() - started);
      }
    }
    const medians = Object.entries(samples).map(([name, values]) => {
      values.sort((a, b) => a - b);
      return `${name} ${percentile(values, 50).toFixed(0)} ms`;
    });
    return [`POST /api/auth/sign-up, median of ${RUNS}: ${medians.join(' | ')}`];
  } finally {
    await t.close();
  }
}
