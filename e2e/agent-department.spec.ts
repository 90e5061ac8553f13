/**
 * The agent portal's departments (site-and-portals.md §2.13, §4 "Adding a resource", §5 "Resources", §6, §7, §8
 * "Department load failure", "Resources", §9): an agent signs in and lands on anr; the sidebar (admin-it hidden,
 * the current department highlighted, collapsing on small screens); the contact card, quick links and webmail
 * link; an unknown department and a failed load; and the resource journey — add with a file and a progress bar,
 * search, download, delete with confirmation — plus paging with 'Load more'. Accessibility in both themes.
 *
 * Departments are shared by the tests running in parallel, so resource assertions search for titles unique to
 * the test.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { defaultSite } from '../content/site';
import { accountFormMessages, agentAuthMessages } from '../src/shared/messages/auth';
import {
  departmentMessages as dm,
  resourceMessages as rm,
  resourceFileMessages,
} from '../src/shared/messages/departments';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { authCard, signInWith } from './support/auth-ui';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectToast, gotoHydrated, holdRequests, waitForHydration } from './support/ui';

/** The sidebar's departments, in sort_order, without admin-it (§2.13, §6). */
const SIDEBAR = ['A&R', 'Social Media', 'Touring', 'Sync & Licensing', 'Legal'];
/** Every link of the sidebar: the Artists page (the published press kits) above the departments. */
const SIDEBAR_LINKS = ['Artists', ...SIDEBAR];

/** The seven anr quick links (§9) and where each one leads. */
const ANR_LINKS = [
  { name: 'Upload Unreleased Tracks', href: defaultSite.urls.demoForm },
  { name: 'Book Artist Meeting', href: defaultSite.urls.bookingPage },
  { name: 'Request Music Distribution', href: defaultSite.urls.distributionForm },
  { name: 'Press Release Info', href: defaultSite.urls.pressReleaseForm },
  { name: 'Artist Spotlight Questionnaire', href: defaultSite.urls.spotlightForm },
  { name: dm.internalPressReleaseLabel, href: defaultSite.urls.internalPressReleaseForm },
  { name: 'Social Media Marketing Meeting', href: defaultSite.urls.socialMarketingMeeting },
];

/** A small but valid PDF. */
function pdfBytes(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A fresh confirmed agent, signed in through the API (the browser context shares the cookie). */
async function signedInAgent(page: Page, request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('agent-dept');
  await createConfirmedAccount(request, { list: 'agent', email });
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'agent' },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** Opens a department page and waits for its name. */
async function openDepartment(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(`/agent-portal/department/${slug}`);
  await expect(departmentHeading(page, name)).toBeVisible();
  await waitForHydration(page, 'main h2');
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: dm.sidebarTitle });
const departmentHeading = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
const resourcesRegion = (page: Page) => page.getByRole('region', { name: /^Department Resources/ });
const resourceItem = (page: Page, title: string) =>
  resourcesRegion(page).getByRole('listitem').filter({ hasText: title });

/** Adds a resource without a file through the API, as another agent might. */
async function addResourceByApi(page: Page, slug: string, title: string): Promise<void> {
  const response = await page.request.post(`/api/departments/${slug}/resources`, {
    multipart: { title },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test.describe('signed in', () => {
  // The unknown department answers 404, the simulated failures 413 and 500.
  test.use({ allowedConsoleErrors: [/status of (404|413|500)/] });

  test('an agent signs in, lands on anr, and moves between departments in the sidebar', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('agent-dept-login');
    await createConfirmedAccount(request, { list: 'agent', email });
    await gotoHydrated(page, '/agent-portal');
    await signInWith(
      authCard(page, {
        heading: agentAuthMessages.cardTitle,
        toSignUp: accountFormMessages.switchMode.agentCreateAccount,
      }),
      email,
      GOOD_PASSWORD,
    );
    await expect(page).toHaveURL(/\/agent-portal\/department\/anr$/);
    await expect(departmentHeading(page, 'A&R')).toBeVisible();

    // The sidebar: titled 'Agent Portal', departments by sort_order, admin-it hidden, anr highlighted.
    const nav = sidebar(page);
    await expect(nav.getByRole('heading', { name: dm.sidebarTitle })).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(SIDEBAR_LINKS);
    await expect(nav.getByRole('link', { name: 'Admin & IT' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'A&R' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'A&R' })).toHaveAttribute(
      'href',
      '/agent-portal/department/anr',
    );
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await nav.getByRole('link', { name: 'Touring' }).click();
    await expect(page).toHaveURL(/\/agent-portal\/department\/touring$/);
    await expect(departmentHeading(page, 'Touring')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Touring' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'A&R' })).not.toHaveAttribute('aria-current', 'page');

    // admin-it is hidden from the sidebar but its page opens by address; nothing in the sidebar is current.
    await page.goto('/agent-portal/department/admin-it');
    await expect(departmentHeading(page, 'Admin & IT')).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(SIDEBAR_LINKS);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
  });

  test('the contact card, quick links and the webmail link', async ({ page, request }) => {
    await signedInAgent(page, request);
    await openDepartment(page, 'anr', 'A&R');
    const main = page.getByRole('main');

    // The banner: name, image; the contact card: initial, name, title, mailto.
    await expect(main.getByRole('img', { name: /microphone/ })).toBeVisible();
    const contact = main.getByRole('region', { name: dm.contactTitle });
    await expect(contact.getByText('J', { exact: true })).toBeVisible();
    await expect(contact).toContainText('Jordan Ellis');
    await expect(contact).toContainText('Head of A&R');
    await expect(contact.getByRole('link', { name: 'anr@gbfmusic.example' })).toHaveAttribute(
      'href',
      'mailto:anr@gbfmusic.example',
    );
    await expect(contact).not.toContainText(dm.contactNotAssigned);

    // Seven quick links on anr, each opening its form in a new tab; the internal one is marked.
    const quickLinks = main.getByRole('region', { name: dm.quickLinksTitle });
    const links = quickLinks.getByRole('link');
    await expect(links).toHaveCount(7);
    for (const [i, { name, href }] of ANR_LINKS.entries()) {
      const link = links.nth(i);
      await expect(link).toHaveAccessibleName(`${name} (opens in a new tab)`);
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const internal = quickLinks.getByRole('listitem').filter({ hasText: dm.internalPressReleaseLabel });
    await expect(internal.getByText(dm.internal, { exact: true })).toBeVisible();
    await expect(quickLinks.getByText(dm.internal, { exact: true })).toHaveCount(1);
    const popup = page.waitForEvent('popup');
    await links.first().click();
    await expect(await popup).toHaveURL(defaultSite.urls.demoForm);

    // External Tools: 'Open Webmail' in a new tab.
    const tools = main.getByRole('region', { name: dm.externalToolsTitle });
    const webmail = tools.getByRole('link', { name: new RegExp(dm.openWebmail) });
    await expect(webmail).toHaveAttribute('target', '_blank');
    const mailTab = page.waitForEvent('popup');
    await webmail.click();
    await expect(await mailTab).toHaveURL(new RegExp(`^${defaultSite.urls.webmail}`));

    // Touring has one quick link, legal none.
    await sidebar(page).getByRole('link', { name: 'Touring' }).click();
    await expect(departmentHeading(page, 'Touring')).toBeVisible();
    await expect(main.getByRole('region', { name: dm.contactTitle })).toContainText('Touring Lead');
    const touringLinks = main.getByRole('region', { name: dm.quickLinksTitle }).getByRole('link');
    await expect(touringLinks).toHaveCount(1);
    await expect(touringLinks).toHaveAccessibleName('Touring Agent Pipeline (opens in a new tab)');
    await expect(touringLinks).toHaveAttribute('href', defaultSite.urls.touringPipeline);

    await sidebar(page).getByRole('link', { name: 'Legal' }).click();
    await expect(departmentHeading(page, 'Legal')).toBeVisible();
    await expect(main.getByRole('region', { name: dm.contactTitle })).toContainText('Daniel Okafor');
    await expect(main.getByRole('region', { name: dm.quickLinksTitle })).toHaveCount(0);
    await expect(main.getByRole('region', { name: dm.externalToolsTitle })).toBeVisible();
  });

  test('an unknown department shows Department not found; a failed load says so and retries', async ({
    page,
    request,
  }) => {
    await signedInAgent(page, request);
    await page.goto('/agent-portal/department/nope');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: dm.notFound.title })).toBeVisible();
    await expect(main).toContainText(dm.notFound.text);
    await expect(page).toHaveURL(/\/agent-portal\/department\/nope$/);
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(0);

    // Any other failure: the toast of §8, and a way to try again.
    let fail = true;
    await page.route(/\/api\/departments\/legal$/, (route) =>
      fail
        ? route.fulfill({
            status: 500,
            json: { error: { code: 'internal_error', message: 'Something went wrong.' } },
          })
        : route.continue(),
    );
    await sidebar(page).getByRole('link', { name: 'Legal' }).click();
    await expectToast(page, dm.loadFailure.title, dm.loadFailure.text);
    await expect(main.getByRole('heading', { name: dm.loadFailure.title })).toBeVisible();
    fail = false;
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(departmentHeading(page, 'Legal')).toBeVisible();
  });

  test('while a department loads: Loading content...', async ({ page, request }) => {
    await signedInAgent(page, request);
    const held = await holdRequests(page, /\/api\/departments\/sync$/);
    await page.goto('/agent-portal/department/sync');
    await held.held;
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: dm.loading })).toBeVisible();
    held.release();
    await expect(departmentHeading(page, 'Sync & Licensing')).toBeVisible();
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the sidebar collapses behind a keyboard-operable toggle', async ({ page, request }) => {
      await signedInAgent(page, request);
      await openDepartment(page, 'anr', 'A&R');
      const nav = sidebar(page);
      const toggle = nav.getByRole('button', { name: dm.departments });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Legal' })).toBeHidden();

      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link')).toHaveText(SIDEBAR_LINKS);
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link', { name: 'Artists' })).toBeFocused();

      await nav.getByRole('link', { name: 'Legal' }).click();
      await expect(departmentHeading(page, 'Legal')).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('link', { name: 'Legal' })).toBeHidden();
    });
  });

  test('resources: add with a file and a progress bar, search, download, delete with confirmation', async ({
    page,
    request,
  }) => {
    test.slow();
    await signedInAgent(page, request);
    await openDepartment(page, 'social', 'Social Media');
    const resources = resourcesRegion(page);
    const tag = randomUUID().slice(0, 8);
    const fileName = `campaign-brief-${tag}.pdf`;
    const pdf = pdfBytes(`Campaign brief ${tag}`);

    // The Add Resource panel: submit disabled while there is neither a title nor a file.
    const toggle = resources.getByRole('button', { name: rm.addResource, exact: true });
    await toggle.click();
    const form = resources.getByRole('form', { name: rm.addResource });
    const title = form.getByRole('textbox', { name: rm.titleLabel });
    const submit = form.getByRole('button', { name: rm.addResource, exact: true });
    await expect(title).toBeFocused();
    await expect(submit).toBeDisabled();
    await title.fill('   ');
    await expect(submit).toBeDisabled();
    await title.fill('');

    // A file type the server does not take is refused before anything is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/departments\/social\/resources$/.test(r.url())) posts += 1;
    });
    const fileInput = form.getByLabel(rm.fileLabel);
    await fileInput.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: pdf });
    await expect(title).toHaveValue('setup.exe');
    await submit.click();
    await expect(form.getByText(resourceFileMessages.invalidType)).toBeVisible();
    expect(posts).toBe(0);

    // The PDF: the title defaults to its name; the upload is held so the progress bar can be seen.
    await title.fill('');
    await fileInput.setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
    await expect(title).toHaveValue(fileName);
    await expect(submit).toBeEnabled();
    const upload = await holdRequests(page, /\/api\/departments\/social\/resources$/);
    await submit.click();
    await upload.held;
    const progress = form.getByRole('progressbar', { name: rm.uploadProgress });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(form.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    upload.release();
    await expectToast(page, rm.addSuccess.title, rm.addSuccess.text);
    await expect(form).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(resourceItem(page, fileName)).toBeVisible();
    await page.unroute(/\/api\/departments\/social\/resources$/);

    // A second resource with a title and a link, no file.
    const linkTitle = `Brand guidelines ${tag}`;
    await toggle.click();
    await form.getByRole('textbox', { name: rm.titleLabel }).fill(linkTitle);
    await form.getByRole('textbox', { name: rm.urlLabel }).fill('ftp://example.com/guide');
    await form.getByRole('button', { name: rm.addResource, exact: true }).click();
    await expect(
      form.getByText('Please enter a web address starting with http:// or https://'),
    ).toBeVisible();
    await form.getByRole('textbox', { name: rm.urlLabel }).fill('https://example.com/guide');
    await form.getByRole('button', { name: rm.addResource, exact: true }).click();
    await expectToast(page, rm.addSuccess.title);
    const linked = resourceItem(page, linkTitle);
    await expect(linked.getByRole('link', { name: new RegExp(linkTitle) })).toHaveAttribute(
      'href',
      'https://example.com/guide',
    );
    await expect(linked.getByRole('link', { name: new RegExp(linkTitle) })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(linked.getByRole('button', { name: /Download/ })).toHaveCount(0);

    // Search: only the matching resource, with its count.
    const search = resources.getByRole('searchbox', { name: rm.searchLabel });
    await expect(search).toHaveAttribute('placeholder', rm.searchPlaceholder);
    await search.fill(`CAMPAIGN-BRIEF-${tag.toUpperCase()}`);
    await expect(resources.getByRole('listitem')).toHaveCount(1);
    await expect(resourceItem(page, fileName)).toBeVisible();
    await expect(resources.getByRole('heading', { name: /^Department Resources/ })).toHaveText(
      /Department Resources\s*1/,
    );
    await expect(page).toHaveURL(/\/agent-portal\/department\/social$/);
    const item = resourceItem(page, fileName);
    await expect(item.getByRole('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    // Download: a signed link, opened in a new tab, serving the same bytes.
    const downloadUrl = page.waitForResponse((r) => /\/api\/resources\/[^/]+\/download-url$/.test(r.url()));
    // The new tab turns into a download, which Chromium reports on the page that opened it.
    const downloaded = page.waitForEvent('download');
    await item.getByRole('button', { name: `${rm.download} ${fileName}` }).click();
    const signed = (await (await downloadUrl).json()) as { url: string; expiresAt: string };
    expect(Date.parse(signed.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    const download = await downloaded;
    expect(download.url()).toBe(signed.url);
    expect(download.suggestedFilename()).toBe(fileName);
    expect((await readFile(await download.path())).equals(pdf)).toBe(true);

    // Delete: the confirmation; Cancel keeps it, confirming removes it.
    await item.getByRole('button', { name: `Delete ${fileName}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(rm.deleteConfirm);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page, { label: 'delete confirmation' });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(item.getByRole('button', { name: `Delete ${fileName}` })).toBeFocused();
    await item.getByRole('button', { name: `Delete ${fileName}` }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, rm.deleteSuccess.title, rm.deleteSuccess.text);
    await expect(resourceItem(page, fileName)).toHaveCount(0);
    await expect(resources.getByText(/No resources match/)).toBeVisible();
    await expect((await page.request.get(signed.url)).ok()).toBe(false);

    // Clearing the search brings back the other one.
    await search.fill('');
    await expect(resourceItem(page, linkTitle)).toBeVisible();
  });

  test('resources: a failed delete says so', async ({ page, request }) => {
    await signedInAgent(page, request);
    const title = `Doomed ${randomUUID().slice(0, 8)}`;
    await addResourceByApi(page, 'legal', title);
    await openDepartment(page, 'legal', 'Legal');
    await resourcesRegion(page).getByRole('searchbox').fill(title);
    await expect(resourceItem(page, title)).toHaveCount(1);
    await page.route(/\/api\/resources\/[^/]+$/, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal_error', message: 'Boom.' } } }),
    );
    await resourceItem(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, rm.deleteFailure.title, rm.deleteFailure.text);
    await expect(resourceItem(page, title)).toHaveCount(1);
  });

  test('resources: a failed add keeps the panel open and shows the server message under its field', async ({
    page,
    request,
  }) => {
    await signedInAgent(page, request);
    await openDepartment(page, 'legal', 'Legal');
    await page.route(/\/api\/departments\/legal\/resources$/, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 413,
            json: {
              error: {
                code: 'payload_too_large',
                message: 'The upload is too large.',
                fields: { file: resourceFileMessages.tooLarge },
              },
            },
          })
        : route.continue(),
    );
    const resources = resourcesRegion(page);
    await resources.getByRole('button', { name: rm.addResource, exact: true }).click();
    const form = resources.getByRole('form', { name: rm.addResource });
    await form.getByLabel(rm.fileLabel).setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('contract'),
    });
    await form.getByRole('button', { name: rm.addResource, exact: true }).click();
    await expectToast(page, rm.addFailure.title, rm.addFailure.text);
    await expect(form.getByText(resourceFileMessages.tooLarge)).toBeVisible();
    await expect(form.getByLabel(rm.fileLabel)).toBeFocused();
  });

  test('resources: 20 at a time, newest first, with Load more', async ({ page, request }) => {
    test.slow();
    await signedInAgent(page, request);
    const tag = `Paged ${randomUUID().slice(0, 8)}`;
    for (let i = 1; i <= 21; i++) await addResourceByApi(page, 'sync', `${tag} #${i}`);
    await openDepartment(page, 'sync', 'Sync & Licensing');
    const resources = resourcesRegion(page);
    const searched = page.waitForResponse((r) => new URL(r.url()).searchParams.get('q') === tag);
    await resources.getByRole('searchbox').fill(tag);
    await searched;
    const items = resources.getByRole('listitem');
    await expect(items).toHaveCount(20);
    await expect(resources.getByRole('heading', { name: /^Department Resources/ })).toHaveText(
      /Department Resources\s*21/,
    );
    await expect(items.first()).toContainText(`${tag} #21`);
    await resources.getByRole('button', { name: rm.loadMore }).click();
    await expect(items).toHaveCount(21);
    await expect(items.last()).toContainText(`${tag} #1`);
    await expect(resources.getByRole('button', { name: rm.loadMore })).toHaveCount(0);
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`the department page has no serious accessibility violations (${theme})`, async ({
    page,
    request,
  }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await signedInAgent(page, request);
    await addResourceByApi(page, 'anr', `Axe check ${randomUUID().slice(0, 8)}`);
    await openDepartment(page, 'anr', 'A&R');
    await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${theme}(\\s|$)`));
    await expect(resourcesRegion(page).getByRole('listitem').first()).toBeVisible();
    await resourcesRegion(page).getByRole('button', { name: rm.addResource, exact: true }).click();
    await expect(page.getByRole('form', { name: rm.addResource })).toBeVisible();
    await page.mouse.move(0, 0);
    await expectNoSeriousA11yViolations(page, { label: `department anr (${theme})` });
  });
}
