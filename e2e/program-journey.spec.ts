/**
 * The members program, end to end (training-program.md §2 items 2-5, §4 "Members program module progress",
 * "Members program quiz", §6, §8, §9; issue "Members program" Tests): an applicant applies through the dialog (the
 * program admin's notification and the welcome email reach the outbox); once approved, the artist opens
 * /program-dashboard signed out, is sent to /program-auth and comes back after signing in; the dashboard greets
 * them; module 1 is started, watched, its worksheet completed and its quiz passed one question at a time (answers
 * read from the module's content file); notes are written with a video time, saved, survive a reload, and leaving
 * while a save is running warns; the module is completed and the dashboard shows the milestone and the new
 * progress. Both pages are checked with axe in both themes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import matter from 'gray-matter';
import { PROGRAM_NOTES_MAX_LENGTH } from '../src/shared/limits/program';
import {
  achievementMessages,
  applicationFormMessages,
  PROGRAM_TITLE,
  programDashboardMessages as dm,
  programLandingMessages,
  programModuleMessages as mm,
  programPageMessages as pm,
  programQuizMessages as qm,
  programRequestMessages,
} from '../src/shared/messages/program';
import { createConfirmedAccount, GOOD_PASSWORD } from './support/accounts';
import { authCard, signInWith } from './support/auth-ui';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { listOutbox, waitForEmail } from './support/outbox';
import { repoRoot } from './support/paths';
import { PROGRAM_ADDRESS, uniqueToken } from './support/site';
import { countRequests, expectToast, gotoHydrated, holdRequests, waitForHydration } from './support/ui';

/** Module 1's front matter: its title and quiz (each question's `answer` is the key of the right option). */
interface ModuleFrontMatter {
  title: string;
  quiz: {
    passingScore: number;
    maxAttempts: number;
    questions: { question: string; options: Record<string, string>; answer: string }[];
  };
}

const modulesDir = path.join(repoRoot, 'content/learning/modules');
const firstModuleFile = fs.readdirSync(modulesDir).find((name) => /^01-.*\.md$/.test(name))!;
const firstModule = matter(fs.readFileSync(path.join(modulesDir, firstModuleFile), 'utf8'))
  .data as ModuleFrontMatter;
/** Each question with the text of its right option (the members quiz answers with option texts) and a wrong one. */
const rightAnswers = firstModule.quiz.questions.map(({ question, options, answer }) => ({
  question,
  option: options[answer]!,
  wrong: Object.entries(options).find(([key]) => key !== answer)![1],
}));

const NOTES_API = /\/api\/program\/modules\/[^/]+\/notes$/;

const main = (page: Page) => page.getByRole('main');

/** The module card of month `n` on the dashboard. */
const moduleCard = (page: Page, n: number): Locator =>
  page
    .getByRole('region', { name: dm.modulesTitle })
    .getByRole('listitem')
    .filter({ hasText: dm.month(n) });

/** The progress bar of the module page. */
const moduleProgress = (page: Page) => page.getByRole('progressbar', { name: pm.module.progressLabel });

/** Applies through the landing page's dialog and waits for both emails (§2 item 2, §7). */
async function applyToTheProgram(page: Page, email: string, firstName: string) {
  const before = await listOutbox();
  await gotoHydrated(page, '/artist-development');
  await main(page).getByRole('button', { name: programLandingMessages.applyNow }).first().click();
  const dialog = page.getByRole('dialog', { name: applicationFormMessages.title });
  const box = (name: string) => dialog.getByRole('textbox', { name, exact: true });
  await box(applicationFormMessages.firstName).fill(firstName);
  await box(applicationFormMessages.lastName).fill('Okafor');
  await box(applicationFormMessages.email).fill(email);
  await dialog
    .getByRole('combobox', { name: applicationFormMessages.experienceLevel })
    .selectOption('intermediate');
  await box(applicationFormMessages.goals).fill('Release an EP and book my first headline show.');
  await box(applicationFormMessages.whyProgram).fill(
    'I want to understand the business side before I sign anything.',
  );
  await dialog.getByRole('button', { name: applicationFormMessages.submit }).click();
  await expectToast(page, 'Application Submitted!');
  await expect(dialog).toBeHidden();
  await waitForEmail({
    subject: `New program application: ${firstName} Okafor`,
    to: PROGRAM_ADDRESS,
    ignore: before,
  });
  await waitForEmail({ subject: /^Welcome to /, to: email, ignore: before });
}

/** Runs axe on the page in the light theme too (the page is reloaded; `ready` waits for its content). */
async function axeInBothThemes(page: Page, label: string, ready: () => Promise<void>) {
  await expectNoSeriousA11yViolations(page, { label: `${label} (dark)` });
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  await ready();
  await expectNoSeriousA11yViolations(page, { label: `${label} (light)` });
  await page.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await page.reload();
  await ready();
}

test('an applicant is approved, signs in and works through module 1 of the program', async ({ page }) => {
  test.slow();
  const token = uniqueToken();
  const email = `program-${token}@example.com`;

  await applyToTheProgram(page, email, `Amara${token}`);

  // Approved: an allow-list entry and a confirmed account (the admin's side of the program).
  await createConfirmedAccount(page.request, { list: 'artist', email });
  await page.context().clearCookies();

  // Signed out, the dashboard sends the visitor to /program-auth, and signing in there leads back to it.
  await page.goto('/program-dashboard');
  await expect(page).toHaveURL(/\/program-auth$/);
  const card = authCard(page, { heading: PROGRAM_TITLE, toSignUp: 'Create an account' });
  await expect(card.heading).toBeVisible();
  await waitForHydration(page, 'main h1');
  const achievementLoads = countRequests(page, /\/api\/program\/achievements$/);
  await signInWith(card, email, GOOD_PASSWORD);
  await expect(page).toHaveURL(/\/program-dashboard$/);
  // The Achievements panel loads, then once more a second later (§7, §9).
  await expect.poll(() => achievementLoads.count).toBeGreaterThanOrEqual(2);
  expect(achievementLoads.count).toBe(2);

  // The dashboard: greeting, email, the program's buttons, the figures, achievements and the six modules.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  await expect(main(page).getByText(email, { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: pm.dashboard.navigationLabel });
  for (const [name, href] of [
    [dm.buttons.directory, '/artist-directory'],
    [dm.buttons.certificates, '/certificates'],
    [dm.buttons.fileManager, '/file-manager'],
    [dm.buttons.admin, '/admin'],
  ] as const) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
  }
  await expect(main(page).getByRole('button', { name: dm.buttons.signOut })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: dm.overallProgress })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(page.getByRole('heading', { level: 2, name: dm.totalModules })).toBeVisible();
  const achievements = page.getByRole('region', { name: achievementMessages.title });
  await expect(achievements.getByText(achievementMessages.percentComplete(0), { exact: true })).toBeVisible();
  for (const month of [1, 2, 3, 4, 5, 6]) await expect(moduleCard(page, month)).toHaveCount(1);
  const first = moduleCard(page, 1);
  await expect(first.getByRole('heading', { level: 3, name: firstModule.title })).toBeVisible();
  await expect(first.getByRole('list', { name: pm.dashboard.includes })).toContainText(dm.indicators.video);
  const dashboardReady = async () => {
    await expect(moduleCard(page, 1).getByRole('link')).toBeVisible();
    await expect(
      page.getByRole('region', { name: achievementMessages.title }).getByRole('progressbar'),
    ).toBeVisible();
  };
  await axeInBothThemes(page, '/program-dashboard', dashboardReady);

  // Start: the 10 % step, then the module page.
  await moduleCard(page, 1)
    .getByRole('link', { name: `${dm.actions.start}: ${firstModule.title}` })
    .click();
  await expect(page).toHaveURL(/\/program-module\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: firstModule.title })).toBeVisible();
  await expect(main(page).getByText(mm.status.inProgress, { exact: true })).toBeVisible();
  await expect(moduleProgress(page)).toHaveAttribute('aria-valuenow', '10');
  await expect(page.getByRole('heading', { name: mm.overviewTitle })).toBeVisible();
  const moduleReady = async () => {
    await expect(page.getByRole('heading', { level: 1, name: firstModule.title })).toBeVisible();
  };
  await axeInBothThemes(page, '/program-module', moduleReady);

  // Mark as Watched: 75 %.
  await page.getByRole('button', { name: mm.markWatched }).click();
  await expect(page.getByText(mm.watched, { exact: true })).toBeVisible();
  await expect(moduleProgress(page)).toHaveAttribute('aria-valuenow', '75');

  // The worksheet: its prompts, the download, Mark Complete (never lowers the progress).
  const worksheet = page.locator('#worksheet');
  await expect(
    worksheet.getByRole('list', { name: pm.module.promptsTitle }).getByRole('listitem').first(),
  ).toBeVisible();
  await worksheet.getByRole('button', { name: mm.markWorksheetComplete }).click();
  await expect(worksheet.getByText(mm.worksheetDone)).toBeVisible();
  await expect(moduleProgress(page)).toHaveAttribute('aria-valuenow', '75');

  // The quiz, failed first: every answer wrong, the §8 text, then Retake Quiz.
  const quiz = page.locator('#quiz');
  await quiz.getByRole('button', { name: qm.start }).click();
  for (const [index, { question, wrong }] of rightAnswers.entries()) {
    await quiz
      .getByRole('group', { name: question })
      .getByRole('radio', { name: wrong, exact: true })
      .check();
    const last = index === rightAnswers.length - 1;
    await quiz.getByRole('button', { name: last ? qm.submit : qm.next }).click();
  }
  await expect(quiz.getByText(qm.failed(0, firstModule.quiz.passingScore))).toBeVisible();
  await expect(quiz).toContainText(qm.attemptsLeft(firstModule.quiz.maxAttempts - 1));

  // Passed on the retake, one question at a time: Next only once answered, Submit only on the last question.
  await quiz.getByRole('button', { name: qm.retake }).click();
  for (const [index, { question, option }] of rightAnswers.entries()) {
    const group = quiz.getByRole('group', { name: question });
    await expect(group).toBeVisible();
    await expect(group).toContainText(qm.questionOf(index + 1, rightAnswers.length));
    const last = index === rightAnswers.length - 1;
    const onward = quiz.getByRole('button', { name: last ? qm.submit : qm.next });
    await expect(onward).toBeDisabled();
    await group.getByRole('radio', { name: option, exact: true }).check();
    await expect(onward).toBeEnabled();
    if (index === 1) {
      // Back and forth keeps the answers.
      await quiz.getByRole('button', { name: qm.previous }).click();
      await expect(
        quiz.getByRole('group', { name: rightAnswers[0]!.question }).getByRole('radio', {
          name: rightAnswers[0]!.option,
          exact: true,
        }),
      ).toBeChecked();
      await quiz.getByRole('button', { name: qm.next }).click();
      await expect(group.getByRole('radio', { name: option, exact: true })).toBeChecked();
    }
    await onward.click();
  }
  await expect(quiz.getByText(qm.passed(100))).toBeVisible();
  await expect(quiz.getByText(qm.completed, { exact: true }).first()).toBeVisible();
  await expect(moduleProgress(page)).toHaveAttribute('aria-valuenow', '100');

  // Notes: a video time inserted at the caret, then text; Save Notes; the time seeks the video.
  const notes = page.getByRole('textbox', { name: pm.notes.label });
  const status = page.locator('#notes').getByRole('status');
  const video = page.locator('video');
  await video.evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    element.currentTime = 12;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
  });
  await notes.fill('Gatekeepers for my genre:');
  await page.getByRole('button', { name: mm.insertTime }).click();
  await expect(notes).toHaveValue('Gatekeepers for my genre: [00:12] ');
  await expect(notes).toBeFocused();
  await page.keyboard.type('editorial playlists and promoters.');
  const written = 'Gatekeepers for my genre: [00:12] editorial playlists and promoters.';
  await expect(notes).toHaveValue(written);
  await expect(status).toHaveText(mm.notesUnsaved);
  await page.getByRole('button', { name: mm.saveNotes }).click();
  await expect(status).toHaveText(mm.notesSaved);
  await expect(page.locator('#notes')).toContainText(
    pm.notes.counter(written.length, PROGRAM_NOTES_MAX_LENGTH),
  );
  await video.evaluate((element: HTMLVideoElement) => {
    element.currentTime = 0;
  });
  await page.getByRole('button', { name: pm.notes.seekTo('00:12') }).click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThanOrEqual(12);
  await video.evaluate((element: HTMLVideoElement) => element.pause());

  // Leaving while a save is running warns, and staying keeps everything; the save then completes.
  const held = await holdRequests(page, NOTES_API);
  await notes.press('End');
  await page.keyboard.type(' Follow up next week.');
  await expect(status).toHaveText(mm.notesSaving);
  const warning = page.waitForEvent('dialog');
  const leaving = page.getByRole('link', { name: mm.back }).click();
  const dialog = await warning;
  expect(dialog.message()).toBe(mm.notesLeaveWarning);
  await dialog.dismiss();
  await leaving;
  await expect(page).toHaveURL(/\/program-module\//);
  // The browser's Back button too: staying puts the page's history entry back.
  const moduleUrl = page.url();
  const backWarning = page.waitForEvent('dialog');
  await page.evaluate(() => window.history.back());
  const backDialog = await backWarning;
  expect(backDialog.message()).toBe(mm.notesLeaveWarning);
  await backDialog.dismiss();
  await expect(page).toHaveURL(moduleUrl);
  await expect(notes).toHaveValue(`${written} Follow up next week.`);
  held.release();
  await expect(status).toHaveText(mm.notesSaved);
  await page.unroute(NOTES_API);

  // Reloaded, the notes are still there.
  await page.reload();
  await expect(notes).toHaveValue(`${written} Follow up next week.`);
  await expect(status).toHaveText(mm.notesSaved);

  // Mark Module Complete: the toast, the milestone, back on the dashboard.
  await page.getByRole('button', { name: mm.markModuleComplete }).click();
  await expectToast(page, mm.moduleCompleted);
  await expectToast(page, pm.achievements.unlocked('Module Master'));
  await expect(page).toHaveURL(/\/program-dashboard$/);

  // The dashboard: the new progress, module 1 to review, the milestone among the recent achievements.
  await expect(page.getByRole('progressbar', { name: dm.overallProgress })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(100 / 6)),
  );
  await expect(main(page)).toContainText(pm.dashboard.completedOf(1, 6));
  await expect(
    moduleCard(page, 1).getByRole('link', { name: `${dm.actions.review}: ${firstModule.title}` }),
  ).toBeVisible();
  await expect(
    moduleCard(page, 2).getByRole('link', { name: new RegExp(`^${dm.actions.start}:`) }),
  ).toBeVisible();
  await expect(achievements.getByText('Module Master', { exact: true })).toBeVisible();
  await expect(achievements.getByText(achievementMessages.percentComplete(0), { exact: true })).toHaveCount(
    0,
  );

  // Sign Out leads back to /program-auth.
  await main(page).getByRole('button', { name: dm.buttons.signOut }).click();
  await expect(page).toHaveURL(/\/program-auth$/);
  await expect(card.heading).toBeVisible();
});

/** An approved artist's account, made once per worker and shared by the tests below (each signs in on its own). */
const withArtist = test.extend<object, { artistEmail: string }>({
  artistEmail: [
    async ({ playwright }, use, workerInfo) => {
      // A client IP of its own, as every test has (support/fixtures.ts), for the per-IP limits of sign-up.
      const part = () => Math.floor(Math.random() * 254) + 1;
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` },
      });
      const email = `program-member-${uniqueToken()}@example.com`;
      await createConfirmedAccount(request, { list: 'artist', email });
      await request.dispose();
      await use(email);
    },
    { scope: 'worker' },
  ],
});

/** Signs the page's context in as the shared artist, through the API. */
async function signInAs(page: Page, email: string) {
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(signIn.ok()).toBe(true);
}

/** Answers every GET of `url` with a server failure until `unroute`. */
async function failRequests(page: Page, url: RegExp) {
  await page.route(url, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal_error', message: 'Internal error' } }),
        })
      : route.fallback(),
  );
}

withArtist.describe('a module that does not exist', () => {
  withArtist.use({ allowedConsoleErrors: [/status of 404/] });

  withArtist(
    'says Module not found, and an address that is no module id never asks the API',
    async ({ page, artistEmail }) => {
      await signInAs(page, artistEmail);
      const moduleCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/program\/modules\//.test(request.url())) moduleCalls.push(request.url());
      });
      await page.goto('/program-module/month-1');
      await expect(page.getByRole('heading', { level: 1, name: mm.notFound })).toBeVisible();
      expect(moduleCalls).toEqual([]);

      await page.goto('/program-module/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('heading', { level: 1, name: mm.notFound })).toBeVisible();
      await page.getByRole('link', { name: mm.back }).click();
      await expect(page).toHaveURL(/\/program-dashboard$/);
    },
  );
});

withArtist.describe('when a load fails', () => {
  withArtist.use({ allowedConsoleErrors: [/status of 500/] });

  withArtist('each part of the dashboard says so and loads on Try again', async ({ page, artistEmail }) => {
    await signInAs(page, artistEmail);
    const failing = [
      [/\/api\/program\/profile$/, dm.profileFailure],
      [/\/api\/program\/modules$/, dm.modulesFailure],
      [/\/api\/program\/progress$/, dm.progressFailure],
      [/\/api\/program\/achievements$/, achievementMessages.failure],
    ] as const;
    for (const [url] of failing) await failRequests(page, url);
    await page.goto('/program-dashboard');
    for (const [url, text] of failing) {
      const alert = main(page).getByRole('alert').filter({ hasText: text });
      await expect(alert).toBeVisible();
      await page.unroute(url);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toHaveCount(0);
    }
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
    await expect(moduleCard(page, 1).getByRole('link')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: dm.overallProgress })).toBeVisible();
  });

  withArtist('a step that is not saved says so and keeps its button', async ({ page, artistEmail }) => {
    await signInAs(page, artistEmail);
    const { modules } = (await (await page.request.get('/api/program/modules')).json()) as {
      modules: { id: string }[];
    };
    const progressApi = /\/api\/program\/modules\/[^/]+\/progress$/;
    await gotoHydrated(page, `/program-module/${modules[1]!.id}`);
    const worksheet = page.locator('#worksheet');
    const markComplete = worksheet.getByRole('button', { name: mm.markWorksheetComplete });
    await expect(markComplete).toBeVisible();
    const failedSteps: string[] = [];
    await page.route(progressApi, (route) => {
      failedSteps.push((route.request().postDataJSON() as { step: string }).step);
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Internal error' } }),
      });
    });
    await markComplete.click();
    await expectToast(page, pm.module.stepFailure);
    expect(failedSteps).toEqual(['worksheet']);
    await expect(markComplete).toBeEnabled();
    await expect(worksheet.getByText(mm.worksheetDone)).toHaveCount(0);

    await page.unroute(progressApi);
    await markComplete.click();
    await expect(worksheet.getByText(mm.worksheetDone)).toBeVisible();
    await expect(markComplete).toHaveCount(0);
  });
});

withArtist.describe('notes', () => {
  withArtist.use({ allowedConsoleErrors: [/status of 500/] });

  withArtist(
    'over the limit say so and are not sent; a failed save keeps the text',
    async ({ page, artistEmail }) => {
      await signInAs(page, artistEmail);
      const { modules } = (await (await page.request.get('/api/program/modules')).json()) as {
        modules: { id: string }[];
      };
      const sent: string[] = [];
      page.on('request', (request) => {
        if (NOTES_API.test(request.url()) && request.method() === 'PUT') {
          sent.push((JSON.parse(request.postData() ?? '{}') as { notes: string }).notes);
        }
      });
      await page.goto(`/program-module/${modules[1]!.id}`);
      const notes = page.getByRole('textbox', { name: pm.notes.label });
      const card = page.locator('#notes');
      const status = card.getByRole('status');
      const save = card.getByRole('button', { name: mm.saveNotes });
      await expect(status).toHaveText(mm.notesSaved);

      // One character over: the counter, the message, the field marked invalid, nothing to save.
      await notes.fill('x'.repeat(PROGRAM_NOTES_MAX_LENGTH + 1));
      await expect(card.getByRole('alert')).toHaveText(
        programRequestMessages.notesTooLong(PROGRAM_NOTES_MAX_LENGTH),
      );
      await expect(card).toContainText(
        pm.notes.counter(PROGRAM_NOTES_MAX_LENGTH + 1, PROGRAM_NOTES_MAX_LENGTH),
      );
      await expect(notes).toHaveAttribute('aria-invalid', 'true');
      await expect(save).toBeDisabled();
      await expect(status).toHaveText(mm.notesUnsaved);

      // A failing save says so and keeps every word; Save Notes then saves it.
      await page.route(NOTES_API, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal_error', message: 'Internal error' } }),
        }),
      );
      const text = `Split sheets before the session ends ${uniqueToken()}`;
      await notes.fill(text);
      await expect(card.getByRole('alert')).toHaveCount(0);
      await save.click();
      await expect(status).toHaveText(mm.notesFailure);
      await expect(notes).toHaveValue(text);
      await page.unroute(NOTES_API);
      await save.click();
      await expect(status).toHaveText(mm.notesSaved);
      await page.reload();
      await expect(notes).toHaveValue(text);
      expect(sent.every((body) => body.length <= PROGRAM_NOTES_MAX_LENGTH)).toBe(true);
      expect(sent.at(-1)).toBe(text);
    },
  );
});
