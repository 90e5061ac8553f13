import { eq } from 'drizzle-orm';
import { createEmailVerificationToken } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { artists, enrollmentApplications, sessions, users } from '../../db/schema/index';
import {
  allow,
  cookieHeader,
  emailsTo,
  GOOD_PASSWORD,
  latestLink,
  readSession,
  send,
  signInCookie,
  uniqueEmail,
  useAccountSuite,
} from '../../test/accounts';

const suite = useAccountSuite();

async function signUp(email: string, portal: 'artist' | 'program' | 'agent' = 'artist') {
  await allow(suite.t, portal === 'agent' ? 'agent' : 'artist', email);
  const response = await send(suite.t, 'POST', '/api/auth/sign-up', {
    email,
    password: GOOD_PASSWORD,
    portal,
  });
  expect(response.status).toBe(200);
  return latestLink(suite.t, email, /Subject: Confirm your/);
}

function confirm(token: string | null) {
  return send(suite.t, 'POST', '/api/auth/confirm-email', { token });
}

/** A confirmation token made by the account library itself, expired two hours ago. */
async function expiredToken(email: string): Promise<string> {
  return createEmailVerificationToken(suite.t.env.AUTH_SECRET, email, undefined, -7200);
}

describe('POST /api/auth/confirm-email', () => {
  it('confirms the account, links the artist record from the application, and allows sign-in', async () => {
    const { t } = suite;
    const email = uniqueEmail('confirm');
    await t.database.db.insert(enrollmentApplications).values({
      firstName: 'Ada',
      lastName: 'Obi',
      stageName: 'Nova',
      email,
      experienceLevel: 'intermediate',
      musicGenres: ['Pop'],
      goals: 'Grow',
      whyProgram: 'Learn',
    });
    const link = await signUp(email);
    const response = await confirm(link.searchParams.get('token'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmed', signedIn: true });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    const [artist] = await t.database.db.select().from(artists).where(eq(artists.email, email));
    expect(artist).toMatchObject({ userId: user!.id, stageName: 'Nova', name: 'Ada Obi' });
    expect(await signInCookie(t, { email })).toMatch(/gbf\.session_token=/);
  });

  it('leads program sign-ups to next=/program-dashboard and agents to next=/agent-portal', async () => {
    expect((await signUp(uniqueEmail('program'), 'program')).searchParams.get('next')).toBe(
      '/program-dashboard',
    );
    const agentEmail = uniqueEmail('agent');
    expect((await signUp(agentEmail, 'agent')).searchParams.get('next')).toBe('/agent-portal');
    // Agents get no artist record.
    await confirm((await latestLink(suite.t, agentEmail, /Subject: Confirm your/)).searchParams.get('token'));
    expect(await suite.t.database.db.select().from(artists).where(eq(artists.email, agentEmail))).toEqual([]);
  });

  it('signs the confirmed account in: the answer sets the cookie of a new session (docs/decisions/0015)', async () => {
    const { t } = suite;
    const email = uniqueEmail('signed-in');
    const response = await confirm((await signUp(email, 'program')).searchParams.get('token'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmed', signedIn: true });
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = cookieHeader(response);
    expect(cookie).toMatch(/gbf\.session_token=/);
    const { session } = await readSession(t, cookie);
    expect(session).toMatchObject({ user: { email, emailVerified: true }, access: { artist: true } });
    // The session is a real one of the account: a guarded route admits it.
    const guarded = await send(t, 'GET', '/api/directory/profile', undefined, { cookie });
    expect(guarded.status).toBe(200);
  });

  it('confirms but signs nobody in when the account lost its access before confirming', async () => {
    const { t } = suite;
    const email = uniqueEmail('disallowed');
    const link = await signUp(email, 'program');
    await allow(t, 'artist', email, false);
    const response = await confirm(link.searchParams.get('token'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'confirmed', signedIn: false });
    expect(response.headers.getSetCookie()).toEqual([]);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toEqual([]);
  });

  it('answers a reused link with already_confirmed, and signs nobody in with it', async () => {
    const token = (await signUp(uniqueEmail('twice'))).searchParams.get('token');
    expect((await confirm(token)).status).toBe(200);
    const again = await confirm(token);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_confirmed');
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it('answers an expired link with expired, and leaves the account unconfirmed', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    const response = await confirm(await expiredToken(email));
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('expired');
    const [user] = await suite.t.database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
  });

  it('answers garbage and a tampered signature with invalid_token', async () => {
    const token = (await signUp(uniqueEmail('tamper'))).searchParams.get('token')!;
    for (const bad of ['not-a-token', `${token.slice(0, -4)}AAAA`]) {
      const response = await confirm(bad);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_token');
    }
  });
});

describe('POST /api/auth/resend-confirmation', () => {
  it('sends a new link to an unconfirmed account, and answers the same for anyone else', async () => {
    const { t } = suite;
    const email = uniqueEmail('resend');
    await signUp(email);
    const before = (await emailsTo(t, email)).length;
    const response = await send(t, 'POST', '/api/auth/resend-confirmation', { email, portal: 'artist' });
    expect(response.status).toBe(200);
    expect(await emailsTo(t, email)).toHaveLength(before + 1);

    const stranger = uniqueEmail('stranger');
    const neutral = await send(t, 'POST', '/api/auth/resend-confirmation', {
      email: stranger,
      portal: 'artist',
    });
    expect(neutral.status).toBe(200);
    expect(await neutral.json()).toEqual(await response.clone().json());
    expect(await emailsTo(t, stranger)).toEqual([]);
  });
});
