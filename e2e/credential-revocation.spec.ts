/**
 * Certificates as Open Badges 3.0 credentials (issue "Certificates that anyone can verify without asking us"
 * items 5 and 6): a graduate's credential file, uploaded by an anonymous visitor on /verify, checks out; the same
 * file changed by one character does not; staff revoke the certificate from the person's page with a reason; the
 * visitor then sees it revoked, on the page and for the uploaded file. A visitor without JavaScript checks the same
 * file with the same form: the page itself answers the post.
 */
import {
  certificateStaffMessages as sm,
  credentialVerifyMessages as vm,
} from '../src/shared/messages/credentials';
import { peopleMessages as pm } from '../src/shared/messages/people';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { completeModules } from './support/course';
import { expect, signInAs, test } from './support/staff';
import { expectToast, gotoHydrated } from './support/ui';
import type { Page } from '@playwright/test';

/** Uploads `json` as a credential file with the /verify page's form (open in `page`). */
async function checkFile(page: Page, name: string, json: string): Promise<void> {
  const form = page.getByRole('form', { name: vm.checkTitle });
  await form.getByLabel(vm.fileLabel).setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(json),
  });
  await form.getByRole('button', { name: vm.submit }).click();
}

test('staff revoke a certificate, and a visitor checking its credential on /verify sees it revoked', async ({
  page,
  browser,
  adminEmail,
}) => {
  // Six modules completed with their evidence (the videos play in real time at 2x).
  test.slow();
  const baseURL = test.info().project.use.baseURL;
  const graduate = await browser.newContext({ baseURL });
  const email = uniqueEmail('revoked-graduate');
  await createConfirmedAccount(graduate.request, { list: 'artist', email });
  const signIn = await graduate.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(signIn.ok()).toBe(true);
  expect((await graduate.request.patch('/api/account', { data: { name: 'Grace Revoked' } })).ok()).toBe(true);
  expect((await completeModules(graduate.request))?.certificate).toBe('issued');
  const list = (await (await graduate.request.get('/api/certificates')).json()) as {
    certificates: { certificateId: string }[];
  };
  const id = list.certificates[0]!.certificateId;
  const download = await graduate.request.get(`/api/certificates/${id}/credential`);
  expect(download.ok()).toBe(true);
  const json = await download.text();
  await graduate.close();

  // An anonymous visitor: the page says the stored credential verifies; the file checks out, a changed one not.
  const anonymous = await browser.newContext({ baseURL });
  const visitor = await anonymous.newPage();
  await gotoHydrated(visitor, `/verify/${id}`);
  await expect(visitor.getByText(vm.signatureValid)).toBeVisible();
  await checkFile(visitor, `${id}.json`, json);
  await expect(visitor.getByText(vm.results.valid)).toBeVisible();
  await expect(visitor.getByText('Grace Revoked').first()).toBeVisible();
  await checkFile(visitor, 'changed.json', json.replace('Grace Revoked', 'Grace Revokes'));
  await expect(visitor.getByText(vm.results.invalid)).toBeVisible();
  // Without JavaScript the form posts to the page, which shows the outcome under it.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(`/verify/${id}`);
  await checkFile(reader, `${id}.json`, json);
  await expect(reader).toHaveURL(new RegExp(`/verify/${id}$`));
  await expect(reader.getByText(vm.results.valid)).toBeVisible();
  await expect(reader.getByRole('status').getByText('Grace Revoked')).toBeVisible();

  // Staff find the graduate and revoke the certificate, with a reason.
  await signInAs(page.request, adminEmail);
  await gotoHydrated(page, '/admin?tab=users');
  await page.getByLabel(pm.searchLabel).fill(email);
  await page.getByRole('link', { name: 'Grace Revoked', exact: true }).click();
  const certificate = page.getByRole('region', { name: sm.title });
  await expect(certificate).toContainText(id);
  await certificate.getByRole('button', { name: sm.revoke }).click();
  const dialog = page.getByRole('alertdialog', { name: sm.dialogTitle });
  await dialog.getByRole('button', { name: sm.confirm }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(sm.reasonLabel).fill('Issued in error during a test of the program.');
  await dialog.getByRole('button', { name: sm.confirm }).click();
  await expectToast(page, sm.saved.title);
  await expect(certificate.getByText(/^Revoked on /)).toBeVisible();

  // The visitor now sees it revoked, on the page and for the same file; the reason stays with staff.
  await visitor.reload();
  await expect(visitor.getByText(/^Revoked on /).first()).toBeVisible();
  await expect(visitor.getByText('Issued in error')).toHaveCount(0);
  await checkFile(visitor, `${id}.json`, json);
  await expect(visitor.getByText(vm.results.revoked)).toBeVisible();
  await checkFile(reader, `${id}.json`, json);
  await expect(reader.getByText(vm.results.revoked)).toBeVisible();
  await noScript.close();
  await anonymous.close();
});
