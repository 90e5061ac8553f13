/**
 * The artist directory and certificates (training-program.md §2 items 8-9, §4 "Certificate", §8; issue "Directory,
 * certificates, admin" items 1-3): a member makes a public profile and finds it in the directory while another
 * member's private profile stays hidden; after the six modules, each completed with its evidence
 * (e2e/support/course.ts), the certificates page asks for the name to print, then, once it is saved on the account,
 * shows the certificate; View opens the printable page with Print Certificate, the PDF (with that name) downloads,
 * and so do the signed Open Badges 3.0 credential (JSON) and the badge with it baked in (PNG), with the line saying
 * what they are; and anyone can verify the id (a page the server renders: with JavaScript disabled too, and without loading React
 * until the visitor acts); the verify page, for that id and for an unknown one, passes axe in the dark and the light
 * theme.
 */
import fs from 'node:fs/promises';
import { readBakedCredential } from '../src/server/features/credentials/baked-badge';
import { pdfText } from '../src/server/test/pdf-text';
import { certificateMessages, verifyMessages } from '../src/shared/messages/certificates';
import { directoryMessages } from '../src/shared/messages/directory';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { axeInBothThemes, expectNoSeriousA11yViolations } from './support/axe';
import { completeModules } from './support/course';
import { expect, test } from './support/fixtures';
import { openUntouched } from './support/ui';
import type { APIRequestContext } from '@playwright/test';

/** A confirmed, signed-in approved artist on `request`. */
async function member(request: APIRequestContext, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  await createConfirmedAccount(request, { list: 'artist', email });
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(signIn.ok()).toBe(true);
  return email;
}

// The refused link (400) and the unknown certificate (404) are answers the pages show; the browser logs them.
test.use({ allowedConsoleErrors: [/status of (400|404)/] });

test('a member makes a public profile, finds it in the directory, and never sees a private one', async ({
  page,
  browser,
}) => {
  const stageName = `Nova ${Date.now().toString(36)}`;
  const hidden = `Hidden ${Date.now().toString(36)}`;
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await member(other.request, 'private-artist');
  expect(
    (
      await other.request.put('/api/directory/profile', { data: { stageName: hidden, isPublic: false } })
    ).ok(),
  ).toBe(true);
  await other.close();

  await member(page.request, 'directory');
  await page.goto('/artist-directory');
  await expect(page.getByRole('heading', { level: 1, name: directoryMessages.title })).toBeVisible();
  await expect(page.getByText(directoryMessages.createPrompt).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'artist directory' });

  await page.getByRole('button', { name: directoryMessages.createProfile }).click();
  await page.getByLabel(directoryMessages.labels.stageName).fill(stageName);
  await page.getByLabel(directoryMessages.labels.genres).fill('Afrobeat, afrobeat, R&B/Soul, Jazz, Gospel');
  await page
    .getByLabel(directoryMessages.labels.bio)
    .fill('Singer, songwriter and producer from Lagos, now in London.');
  await page.getByLabel(directoryMessages.labels.spotifyUrl).fill('https://www.youtube.com/watch?v=1');
  await page.getByLabel(directoryMessages.labels.isPublic).check();
  await page.getByRole('button', { name: directoryMessages.saveProfile }).click();
  // The wrong site is refused, and what was typed stays.
  await expect(page.getByText(/Enter a Spotify link/)).toBeVisible();
  await expect(page.getByLabel(directoryMessages.labels.stageName)).toHaveValue(stageName);
  await page.getByLabel(directoryMessages.labels.spotifyUrl).fill('https://open.spotify.com/artist/nova');
  await page.getByRole('button', { name: directoryMessages.saveProfile }).click();
  await expect(page.getByText(directoryMessages.saved)).toBeVisible();

  const own = page.getByRole('region', { name: directoryMessages.yourProfile });
  await expect(own.getByText(directoryMessages.public, { exact: true })).toBeVisible();
  const card = page.locator('#directory-grid-title ~ * li').filter({ hasText: stageName });
  await expect(card).toHaveCount(1);
  // Four genres (the duplicate ignored): three shown, then +1.
  await expect(card.getByText('+1')).toBeVisible();
  await expect(card.getByRole('link', { name: /Spotify/ })).toHaveAttribute(
    'href',
    'https://open.spotify.com/artist/nova',
  );
  await expect(page.getByText(hidden)).toHaveCount(0);
});

test('a graduate sees the certificate, prints it, downloads the PDF, and anyone can verify it', async ({
  page,
  browser,
}) => {
  // Six modules completed with their evidence: the video of module 1 (and of module 2 once the admin journey set
  // one) plays in real time at 2x.
  test.slow();
  await member(page.request, 'graduate');
  await page.goto('/certificates');
  await expect(page.getByText(certificateMessages.emptyTitle)).toBeVisible();
  await expect(page.getByText(certificateMessages.remaining(6))).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'certificates (none yet)' });

  // Every module, as a learner completes it (e2e/support/course.ts). Without a name to print, the certificate waits
  // for it, and the page says so.
  const last = await completeModules(page.request);
  expect(last?.certificate).toBe('name_required');
  await page.reload();
  await expect(page.getByText(certificateMessages.nameRequired)).toBeVisible();
  // The name saved on the account (as /account saves it) issues the certificate.
  const recipient = `Ada ${Date.now().toString(36)}`;
  expect((await page.request.patch('/api/account', { data: { name: recipient } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(certificateMessages.congratulations)).toBeVisible();
  const item = page
    .getByRole('listitem')
    .filter({ hasText: certificateMessages.typeTitles.program_completion });
  await expect(item.getByText(certificateMessages.earned)).toBeVisible();
  const id = (await item.getByText(/^ID: /).textContent())!.replace('ID: ', '').trim();

  // On the list, the signed credential, as JSON and baked into the badge: the same credential, naming the
  // certificate.
  await expect(page.getByText(certificateMessages.credentialNote)).toBeVisible();
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: certificateMessages.downloadCredential }).click(),
  ]);
  expect(json.suggestedFilename()).toBe(`${id}.json`);
  const credential = JSON.parse(await fs.readFile(await json.path(), 'utf8')) as Record<string, unknown>;
  expect(credential).toMatchObject({
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    credentialSubject: { name: recipient },
    proof: { type: 'DataIntegrityProof' },
  });
  const [badge] = await Promise.all([
    page.waitForEvent('download'),
    item.getByRole('link', { name: certificateMessages.downloadBadge }).click(),
  ]);
  expect(badge.suggestedFilename()).toBe(`${id}.png`);
  expect(readBakedCredential(await fs.readFile(await badge.path()))).toEqual(credential);
  const [printable] = await Promise.all([
    page.waitForEvent('popup'),
    item.getByRole('link', { name: /View/ }).click(),
  ]);
  await expect(
    printable.getByRole('heading', { level: 1, name: certificateMessages.certificateOf }),
  ).toBeVisible();
  await expect(printable.getByText(`${certificateMessages.certificateId}: ${id}`)).toBeVisible();
  await expect(printable.getByText('Artist Development Program').first()).toBeVisible();
  await expect(printable.getByText(certificateMessages.durationValue)).toBeVisible();
  await expect(printable.getByRole('button', { name: certificateMessages.print })).toBeVisible();
  await expect(printable.getByRole('link', { name: /Add to LinkedIn/ })).toHaveAttribute(
    'href',
    /linkedin\.com\/profile\/add\?.*certId=/,
  );
  await expectNoSeriousA11yViolations(printable, { label: 'printable certificate' });
  const [download] = await Promise.all([
    printable.waitForEvent('download'),
    printable.getByRole('link', { name: certificateMessages.downloadPdf }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`certificate-${id}.pdf`);
  const pdf = pdfText(await fs.readFile(await download.path()));
  expect(pdf).toContain(recipient);
  expect(pdf).toContain(id);
  expect(pdf).toContain('Music Industry Essentials');
  expect(pdf).toContain(certificateMessages.signature);
  await expect(printable.getByText(recipient)).toBeVisible();
  // In print, the site's header and footer are gone and the sheet remains.
  await printable.emulateMedia({ media: 'print' });
  await expect(printable.locator('header.sticky')).toBeHidden();
  await expect(printable.getByRole('button', { name: certificateMessages.print })).toBeHidden();
  await expect(printable.locator('.certificate-sheet')).toBeVisible();
  // Paper is white in either theme (the site is dark here): dark text on a white sheet, with the real dates.
  await expect(printable.locator('html')).toHaveClass(/dark/);
  const sheet = printable.locator('.certificate-sheet');
  await expect(sheet.locator('p', { hasText: `${certificateMessages.enrolledDate}:` })).toBeVisible();
  await expect(sheet.getByText(/^Self-paced: finished in \d+ days?$/)).toBeVisible();
  // The program and its course by name, and the issuer's name on the signature line (no blank line to sign).
  await expect(
    sheet.getByText(
      certificateMessages.programAndCourse('Artist Development Program', 'Music Industry Essentials'),
    ),
  ).toBeVisible();
  await expect(sheet.getByText(certificateMessages.signature, { exact: true })).toBeVisible();
  await expect(sheet.getByText('GBF Music Group', { exact: true }).last()).toBeVisible();
  const shades = await sheet.evaluate((element) => {
    /** Lightness 0-1 of a computed colour (`rgb(...)` or `oklch(...)`). */
    const lightness = (color: string) => {
      const numbers = color.match(/[\d.]+/g)!.map(Number);
      if (color.startsWith('oklch')) return numbers[0]!;
      const [r, g, b] = numbers.map((value) => value / 255) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const texts = [...element.querySelectorAll('h1, p, dd, dt')].map((node) => getComputedStyle(node).color);
    return {
      background: lightness(getComputedStyle(element).backgroundColor),
      lightestText: Math.max(...texts.map(lightness)),
    };
  });
  expect(shades.background).toBeGreaterThan(0.99);
  expect(shades.lightestText).toBeLessThan(0.6);
  // On a narrow page the verify address wraps, only ever after a slash: never inside a word or the ID.
  await printable.setViewportSize({ width: 300, height: 900 });
  const breaks = await sheet.getByText(certificateMessages.verifyAt).evaluate((paragraph) => {
    const address = paragraph.querySelector('span')!;
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(address, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      for (let index = 0; index < node.textContent!.length; index++) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        chars.push({ char: node.textContent![index]!, top: range.getBoundingClientRect().top });
      }
    return chars.flatMap((entry, index) =>
      index > 0 && entry.top > chars[index - 1]!.top + 1 ? [chars[index - 1]!.char] : [],
    );
  });
  expect(breaks.length).toBeGreaterThan(0);
  expect(breaks.every((char) => char === '/')).toBe(true);

  const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await anonymous.newPage();
  // A page of islands rendered by the server: no React until the visitor acts.
  expect((await openUntouched(visitor, `/verify/${id}`)).loadsReact).toBe(false);
  await expect(visitor.getByText(verifyMessages.valid)).toBeVisible();
  await expect(
    visitor.getByRole('main').getByText('Artist Development Program', { exact: true }),
  ).toBeVisible();
  await expect(visitor.getByRole('main').getByText('GBF Music Group', { exact: true })).toBeVisible();
  await axeInBothThemes(visitor, 'verify', async () => {
    await expect(visitor.getByText(verifyMessages.valid)).toBeVisible();
  });
  await visitor.goto(`/verify/${id.slice(0, -1)}${id.endsWith('A') ? 'B' : 'A'}`);
  await expect(visitor.getByText(verifyMessages.invalidTitle)).toBeVisible();
  await axeInBothThemes(visitor, 'verify, unknown id', async () => {
    await expect(visitor.getByText(verifyMessages.invalidTitle)).toBeVisible();
  });
  await anonymous.close();
  // Without JavaScript the check reads the same: its content is the server's HTML.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
  });
  const reader = await noScript.newPage();
  await reader.goto(`/verify/${id}`);
  await expect(reader.getByText(verifyMessages.valid)).toBeVisible();
  await expect(reader.getByRole('main').getByText(recipient, { exact: true })).toBeVisible();
  await expect(reader.getByRole('main').getByText(id, { exact: true })).toBeVisible();
  await noScript.close();
});
