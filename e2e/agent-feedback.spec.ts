/**
 * An agent's feedback says who and what (issue 38 item 1; docs/decisions/0022): an approved agent creates their
 * account on the agent portal with their name and, optionally, their organisation; they reach a learner's track
 * through the learner's published press kit and comment at 0:12; the learner's email names them with their role and
 * organisation, and its link opens the track, where the comment shows the agent's name, role and organisation. The
 * agent's /account shows the organisation they gave, and staff see it on the agent's page in /admin's Users tab.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { accountPageMessages } from '../src/shared/messages/account';
import { accountFormMessages, agentAuthMessages } from '../src/shared/messages/auth';
import { peopleMessages as pm, personMessages } from '../src/shared/messages/people';
import { epkPageMessages as em } from '../src/shared/messages/press-kit-pages';
import { trackPageMessages as m } from '../src/shared/messages/track-pages';
import {
  allowEmail,
  createConfirmedAccount,
  GOOD_PASSWORD,
  uniqueEmail,
  waitForLink,
} from './support/accounts';
import { authCard } from './support/auth-ui';
import { waitForEmail } from './support/outbox';
import { repoRoot } from './support/paths';
import { expect, otherBrowser, signInAs, test } from './support/staff';
import { expectToast, gotoHydrated } from './support/ui';

/** A 20-second sine tone (MP3), so that 0:12 is inside it. */
const AUDIO = path.join(repoRoot, 'e2e/fixtures/twenty-seconds.mp3');

test('an agent signs up with their organisation, comments on a press kit track, and the learner sees who', async ({
  page,
  browser,
  adminEmail,
}) => {
  test.slow(); // two browsers, a track upload decoded for its peaks
  const id = Date.now().toString(36);
  const title = `Harbour Lights ${id}`;
  const slug = `harbour-${id}`;
  const learnerEmail = uniqueEmail('agent-feedback-learner');
  const agentEmail = uniqueEmail('agent-feedback-agent');

  // A learner with a track, featured in their published press kit (set up through the API).
  await createConfirmedAccount(page.request, { list: 'artist', email: learnerEmail, signedIn: true });
  const upload = await page.request.post('/api/tracks', {
    multipart: {
      title,
      file: { name: 'harbour.mp3', mimeType: 'audio/mpeg', buffer: await fs.readFile(AUDIO) },
    },
  });
  expect(upload.status()).toBe(201);
  const trackId = ((await upload.json()) as { track: { id: string } }).track.id;
  expect((await page.request.get('/api/press-kit')).status()).toBe(200);
  const kit = await page.request.put('/api/press-kit', {
    data: { stageName: `Nova ${id}`, featuredTrackIds: [trackId] },
  });
  expect(kit.status()).toBe(200);
  const published = await page.request.put('/api/press-kit/publication', { data: { published: true, slug } });
  expect(published.status()).toBe(200);

  // An approved agent creates their account on the agent portal: name required, organisation optional.
  const { page: agent, finish } = await otherBrowser(browser);
  await allowEmail('agent', agentEmail);
  await gotoHydrated(agent, '/agent-portal');
  const card = authCard(agent, {
    heading: agentAuthMessages.cardTitle,
    toSignUp: accountFormMessages.switchMode.agentCreateAccount,
  });
  await card.toSignUp.click();
  await card.main.getByRole('textbox', { name: accountFormMessages.name }).fill('Lee Mensah');
  await card.main.getByRole('textbox', { name: accountFormMessages.organisation }).fill('Northside Agency');
  await card.email.fill(agentEmail);
  await card.password.fill(GOOD_PASSWORD);
  await card.createAccount.click();
  await expectToast(agent, agentAuthMessages.checkEmail.title, agentAuthMessages.checkEmail.text);
  // Confirming the account signs it in (docs/decisions/0015).
  const link = await waitForLink(agentEmail, /^Confirm your/);
  const confirmed = await agent.request.post('/api/auth/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirmed.ok()).toBe(true);

  // The agent's /account shows the organisation they gave.
  await gotoHydrated(agent, '/account');
  await expect(agent.getByRole('textbox', { name: accountPageMessages.labels.organisation })).toHaveValue(
    'Northside Agency',
  );

  // The agent opens the press kit, follows "Leave feedback" to the track and comments at 0:12.
  await gotoHydrated(agent, `/epk/${slug}`);
  await agent.getByRole('link', { name: em.leaveFeedbackOn(title) }).click();
  await expect(agent.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await agent.getByRole('slider', { name: m.position(title) }).fill('12');
  const form = agent.getByRole('form', { name: m.commentAt('0:12') });
  await form.getByLabel(m.commentAt('0:12')).fill('Great hook; the second verse drags a little.');
  await form.getByRole('button', { name: m.send }).click();
  await expect(agent.getByText(m.commentSent)).toBeVisible();
  await finish();

  // The learner's email names the agent with their role and organisation.
  const email = await waitForEmail({ subject: /^New feedback on your track/, to: learnerEmail });
  expect(email.text).toContain(
    `Lee Mensah (Agent · Northside Agency) left feedback on your track “${title}”`,
  );
  expect(email.text).toContain('> Great hook; the second verse drags a little.');
  expect(email.text).not.toContain(agentEmail);
  const moment = new URL(/https?:\/\/\S+\/tracks\/\S+/.exec(email.text)![0]);
  expect(moment.pathname + moment.search).toBe(`/tracks/${trackId}?v=1&t=12`);

  // Its link opens the track; the comment shows the agent's name, role and organisation.
  await gotoHydrated(page, moment.pathname + moment.search);
  const comment = page.getByRole('listitem', { name: m.commentAt('0:12') });
  await expect(comment.getByText('Great hook; the second verse drags a little.')).toBeVisible();
  await expect(comment.getByText('Lee Mensah', { exact: true })).toBeVisible();
  await expect(comment.getByText(m.roles.agent, { exact: true })).toBeVisible();
  await expect(comment.getByText('Northside Agency', { exact: true })).toBeVisible();
  await expect(comment.getByText('LM', { exact: true })).toBeVisible();

  // Staff see the organisation on the agent's page in /admin's Users tab.
  await signInAs(page.request, adminEmail);
  await gotoHydrated(page, `/admin?tab=users&q=${encodeURIComponent(agentEmail)}`);
  await page.getByRole('table', { name: pm.listTitle }).getByRole('link', { name: 'Lee Mensah' }).click();
  const facts = page.getByRole('article', { name: 'Lee Mensah' });
  await expect(facts.getByRole('term').filter({ hasText: personMessages.organisation })).toBeVisible();
  await expect(facts.getByRole('definition').filter({ hasText: 'Northside Agency' })).toBeVisible();
});
