/**
 * The press kit (issue "Press kits and feedback on tracks" items 1 and 4; docs/decisions/0023): a learner builds a
 * kit with a photo (uploaded with its progress, previewed) and a featured track, sees it in the live preview, is
 * refused a reserved address on the field, and publishes it at a chosen one; the public page answers with the
 * kit's Open Graph tags and shows it to anyone (with JavaScript disabled too, and without loading React or asking
 * for a session until the visitor acts), and an unknown address shows the not-found page; an agent finds the
 * artist on the agent portal's Artists page by genre (kept in the address) and opens the press kit, where "Leave
 * feedback" (which a signed-out visitor does not see) leads to the track's page: the agent comments at 0:12 and
 * sees the comment listed. Axe on each new page, and on the public press kit and its not-found page in the dark and
 * the light theme.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  artistsPageMessages as am,
  epkPageMessages as em,
  pressKitEditorMessages as m,
} from '../src/shared/messages/press-kit-pages';
import { pressKitFieldMessages } from '../src/shared/messages/press-kits';
import { trackPageMessages as tm } from '../src/shared/messages/track-pages';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { axeInBothThemes, expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { repoRoot } from './support/paths';
import { otherBrowser } from './support/staff';
import { expectToast, openUntouched } from './support/ui';

const PHOTO = path.join(repoRoot, 'e2e/fixtures/press-photo.jpg');
const AUDIO = path.join(repoRoot, 'e2e/fixtures/twenty-seconds.mp3');

// The unknown address answers 404, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 404/] });

test('a learner publishes a press kit with a photo, anyone reads it, and an agent finds it by genre', async ({
  page,
  browser,
}) => {
  test.slow(); // three browsers, a photo and a track upload, two kinds of page
  const id = Date.now().toString(36);
  const stageName = `Nova ${id}`;
  const genre = `Highlife${id}`;
  const slug = `nova-${id}`;

  // An approved artist, signed in, with one track of their own.
  const email = uniqueEmail('press-kit');
  await createConfirmedAccount(page.request, { list: 'artist', email });
  expect(
    (
      await page.request.post('/api/auth/sign-in', {
        data: { email, password: GOOD_PASSWORD, portal: 'program' },
      })
    ).ok(),
  ).toBe(true);
  const track = await page.request.post('/api/tracks', {
    multipart: {
      title: 'Morning Song',
      file: { name: 'morning.mp3', mimeType: 'audio/mpeg', buffer: await fs.readFile(AUDIO) },
    },
  });
  expect(track.status()).toBe(201);

  await page.goto('/press-kit');
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  const form = page.getByRole('form', { name: m.formTitle });
  const preview = page.getByTestId('press-kit-preview');

  // The photo uploads at once and shows in the form and the preview.
  await page.getByLabel(m.labels.photo, { exact: true }).setInputFiles(PHOTO);
  await expectToast(page, m.photo.uploaded);
  await expect(page.getByRole('img', { name: m.photo.previewAlt })).toBeVisible();

  await form.getByLabel(m.labels.stageName).fill(stageName);
  await form.getByLabel(m.labels.genres).fill(`${genre}, Jazz`);
  await form.getByLabel(m.labels.location).fill('Accra');
  await form.getByLabel(m.labels.shortBio).fill('Singer and producer of modern highlife.');
  await form.getByRole('button', { name: m.addLink }).click();
  await form.getByLabel(`${m.labels.linkLabel} 1`).fill('Bandcamp');
  await form.getByLabel(`${m.labels.linkUrl} 1`).fill('https://nova.bandcamp.com');
  await form.getByLabel('Morning Song').check();
  // The preview follows the typing, as the public page will show it.
  await expect(preview.getByRole('heading', { level: 2, name: stageName })).toBeVisible();
  await expect(preview.getByText(genre)).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Morning Song' })).toBeVisible();
  await expect(preview.getByRole('img', { name: em.photoAlt(stageName) })).toHaveAttribute('srcset', /320w/);
  await form.getByRole('button', { name: m.save }).click();
  await expectToast(page, m.saved);
  await expectNoSeriousA11yViolations(page, { label: 'press-kit editor' });

  // A reserved address is refused on the field; a free one publishes the kit there.
  const publication = page.getByRole('form', { name: m.publication.title });
  await publication.getByLabel(m.labels.slug).fill('admin');
  await publication.getByRole('button', { name: m.publication.publish }).click();
  await expect(publication.getByText(pressKitFieldMessages.slugReserved)).toBeVisible();
  await publication.getByLabel(m.labels.slug).fill(slug);
  await publication.getByRole('button', { name: m.publication.publish }).click();
  await expectToast(page, m.publication.publishedToast);
  await expect(page.getByTestId('press-kit-address')).toHaveText(new RegExp(`/epk/${slug}$`));

  // The public page: its Open Graph tags in the HTML, the kit for anyone.
  const { page: visitor, finish: visitorDone } = await otherBrowser(browser, [/status of 404/]);
  const html = await (await visitor.request.get(`/epk/${slug}`)).text();
  expect(html).toContain(`<meta property="og:title" content="${stageName} · Press kit" />`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/card\.png\?v=/);
  expect(html).toContain('<meta property="og:image:width" content="1200" />');
  // A page of islands rendered by the server: a visitor's page loads no React and asks for no session until they act,
  // and no track offers feedback to someone signed out.
  const untouched = await openUntouched(visitor, `/epk/${slug}`);
  expect(untouched.loadsReact).toBe(false);
  expect(untouched.requests).not.toContain('/api/auth/session');
  await expect(visitor.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
  await expect(visitor.getByRole('link', { name: em.leaveFeedback })).toHaveCount(0);
  await expect(visitor).toHaveTitle(`${stageName} · Press kit`);
  await expect(visitor.getByRole('img', { name: em.photoAlt(stageName) })).toHaveAttribute(
    'srcset',
    /320w.*640w/,
  );
  await expect(visitor.getByRole('link', { name: /Bandcamp/ })).toHaveAttribute(
    'href',
    'https://nova.bandcamp.com',
  );
  await expect(visitor.locator('audio')).toHaveCount(1);
  await expect(visitor.getByRole('link', { name: em.downloadPdf })).toHaveAttribute('href', /\/pdf$/);
  // In both themes: a visitor's page follows their theme too.
  await axeInBothThemes(visitor, 'public press kit', async () => {
    await expect(visitor.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
  });
  // Without JavaScript the kit reads the same: its content is the server's HTML.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const reader = await noScript.newPage();
  await reader.goto(`/epk/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: stageName })).toBeVisible();
  await expect(reader.getByText('Singer and producer of modern highlife.')).toBeVisible();
  await expect(reader.getByRole('heading', { name: 'Morning Song' })).toBeVisible();
  await expect(reader.locator('audio')).toHaveCount(1);
  await expect(reader.getByRole('link', { name: /Bandcamp/ })).toHaveAttribute(
    'href',
    'https://nova.bandcamp.com',
  );
  await expect(reader.getByRole('link', { name: em.downloadPdf })).toHaveAttribute('href', /\/pdf$/);
  await noScript.close();
  await visitor.goto(`/epk/no-such-kit-${id}`);
  await expect(visitor.getByText('Oops! Page not found')).toBeVisible();
  await axeInBothThemes(visitor, 'press kit not found', async () => {
    await expect(visitor.getByText('Oops! Page not found')).toBeVisible();
  });
  await visitorDone();

  // An agent finds the artist by genre and opens the kit.
  const { page: agent, finish: agentDone } = await otherBrowser(browser);
  await createConfirmedAccount(agent.request, {
    list: 'agent',
    email: uniqueEmail('artists-agent'),
    signedIn: true,
  });
  await agent.goto('/agent-portal');
  await agent.getByRole('link', { name: am.navLabel, exact: true }).click();
  await expect(agent.getByRole('heading', { level: 2, name: am.title })).toBeVisible();
  await agent.getByRole('searchbox', { name: am.search.genre }).fill(genre.toLowerCase());
  await expect(agent).toHaveURL(new RegExp(`genre=${genre.toLowerCase()}`));
  const card = agent.getByRole('link', { name: am.open(stageName) });
  await expect(card).toBeVisible();
  await expect(agent.getByText(am.results(1))).toBeVisible();
  await expectNoSeriousA11yViolations(agent, { label: 'agent portal artists' });
  await card.click();
  await expect(agent.getByRole('heading', { level: 1, name: stageName })).toBeVisible();

  // The agent leaves feedback on the featured track at 0:12, as a mentor would, and sees it listed.
  await agent.getByRole('link', { name: em.leaveFeedbackOn('Morning Song') }).click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Morning Song' })).toBeVisible();
  await expect(agent.getByRole('link', { name: tm.backToArtists })).toHaveAttribute(
    'href',
    '/agent-portal/artists',
  );
  await expect(agent.getByRole('form', { name: tm.newVersionTitle })).toHaveCount(0);
  await agent.getByRole('slider', { name: tm.position('Morning Song') }).fill('12');
  const comment = agent.getByRole('form', { name: tm.commentAt('0:12') });
  await comment.getByLabel(tm.commentAt('0:12')).fill('Strong hook; the intro could be shorter.');
  await comment.getByRole('button', { name: tm.send }).click();
  await expect(agent.getByText(tm.commentSent)).toBeVisible();
  await expect(agent.getByRole('button', { name: /^Comment at 0:12 by / })).toBeVisible();
  await expect(agent.getByText('Strong hook; the intro could be shorter.')).toBeVisible();
  await expect(agent.getByRole('button', { name: tm.markResolved })).toHaveCount(0);
  await expectNoSeriousA11yViolations(agent, { label: '/tracks/{id} (agent)' });
  await agentDone();
});
