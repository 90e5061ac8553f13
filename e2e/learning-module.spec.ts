/**
 * A module page the artist cannot open (training-program.md §2 "Missing module: Module not found with a back
 * button"; docs/decisions/0009): an unknown id, and a locked module of the course. The journey through an open
 * module is in learning-page.spec.ts. And the worksheet's round trip (issue 38 item 3): the CSV "Download
 * Worksheet" hands out, filled in, uploads back and downloads again byte for byte.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { uploadMessages } from '../src/shared/messages/admin';
import { courseMessages, learningModuleMessages } from '../src/shared/messages/learning';
import { programModuleMessages } from '../src/shared/messages/program';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';
import { expectToast } from './support/ui';

/** A new approved artist, signed in on `page` and enrolled: the id of the course's first module. */
async function enrolledInFirstModule(page: Page): Promise<string> {
  const email = uniqueEmail('worksheet-csv');
  await createConfirmedAccount(page.request, { list: 'artist', email });
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'artist' },
  });
  expect(signIn.ok()).toBe(true);
  const { courses } = await (await page.request.get('/api/courses')).json();
  expect((await page.request.post(`/api/learning/courses/${courses[0].id}/enrollment`)).status()).toBe(201);
  return (await (await page.request.get(`/api/learning/courses/${courses[0].id}`)).json()).modules[0].id;
}

test.describe('a module the artist cannot open', () => {
  test.use({ allowedConsoleErrors: [/status of (403|404)/] });

  test('says Module not found for an unknown id, and that a locked module is not open yet', async ({
    page,
  }) => {
    const email = uniqueEmail('not-enrolled');
    await createConfirmedAccount(page.request, { list: 'artist', email });
    const signIn = await page.request.post('/api/auth/sign-in', {
      data: { email, password: GOOD_PASSWORD, portal: 'artist' },
    });
    expect(signIn.ok()).toBe(true);

    await page.goto('/learning/module/00000000-0000-4000-8000-000000000000');
    await expect(
      page.getByRole('heading', { level: 1, name: courseMessages.modulePage.notFound }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: learningModuleMessages.back })).toBeVisible();

    // A real module, but this artist has not enrolled: the page says so and leads back to the course.
    const { courses } = await (await page.request.get('/api/courses')).json();
    const course = await (await page.request.get(`/api/learning/courses/${courses[0].id}`)).json();
    expect(course.modules).toEqual([]);
    const enrolled = await page.request.post(`/api/learning/courses/${courses[0].id}/enrollment`);
    const moduleId = (await (await page.request.get(`/api/learning/courses/${courses[0].id}`)).json())
      .modules[1].id;
    expect(enrolled.status()).toBe(201);
    await page.goto(`/learning/module/${moduleId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: courseMessages.modulePage.closedTitle }),
    ).toBeVisible();
    await expect(page.getByText(learningModuleMessages.locked)).toBeVisible();
    await page.getByRole('link', { name: learningModuleMessages.backToCourse }).click();
    await expect(page).toHaveURL(/\/learning$/);
  });
});

test('the worksheet CSV that Download Worksheet hands out uploads back and downloads again unchanged', async ({
  page,
}) => {
  const moduleId = await enrolledInFirstModule(page);
  await page.goto(`/learning/module/${moduleId}`);
  const worksheet = page.locator('#worksheet');
  const [blankDownload] = await Promise.all([
    page.waitForEvent('download'),
    worksheet.getByRole('link', { name: programModuleMessages.worksheetDownload }).click(),
  ]);
  expect(blankDownload.suggestedFilename()).toMatch(/\.csv$/);
  const blank = fs.readFileSync((await blankDownload.path())!);
  // Filled in a spreadsheet and saved as CSV UTF-8.
  const filled = Buffer.concat([blank, Buffer.from('1999,MP3 — Napster,"my notes, with a comma"\r\n')]);
  const name = 'industry timeline filled.csv';

  const w = courseMessages.worksheet;
  await expect(worksheet.getByLabel(w.uploadLabel)).toHaveAttribute('accept', /(^|,)\.csv(,|$)/);
  await worksheet.getByLabel(w.uploadLabel).setInputFiles({ name, mimeType: 'text/csv', buffer: filled });
  await expect(worksheet.getByText(w.uploadHint)).toContainText('CSV');
  await worksheet.getByRole('button', { name: w.upload, exact: true }).click();
  await expectToast(page, uploadMessages.success.title);
  await expect(worksheet.getByRole('alert')).toHaveCount(0);
  const uploaded = worksheet.getByRole('link', { name: w.uploaded(name) });
  await expect(uploaded).toBeVisible();
  const [again] = await Promise.all([page.waitForEvent('download'), uploaded.click()]);
  expect(again.suggestedFilename()).toBe(name);
  expect(fs.readFileSync((await again.path())!).equals(filled)).toBe(true);
});
