/**
 * The learning area, /learning and its modules (training-program.md §2 "Learning area", §4, §6, §8 "Learning area";
 * issue "Learning area" item 8): the marketing landing a visitor sees (also its prerendered HTML), then one journey:
 * 'Enroll Now' sends the visitor to /portal and back to /learning after signing in, enrolment with its toast, the
 * enrolled view (months, module statuses, the locked card's unlock text, the Upcoming Workshops card), then module
 * 1: the video plays, the lesson is marked read, the quiz is failed then passed, the module is completed and module
 * 2 is available. Every state is checked with axe.
 */
import type { Locator, Page } from '@playwright/test';
import { accountFormMessages, artistAuthMessages, artistPortalMessages } from '../src/shared/messages/auth';
import path from 'node:path';
import { loadLearningContent } from '../src/server/features/learning/content';
import {
  learningMessages as m,
  learningModuleMessages,
  learningQuizMessages,
} from '../src/shared/messages/learning';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { authCard, signInWith } from './support/auth-ui';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { repoRoot } from './support/paths';
import { expectToast, gotoHydrated, perceivedOpacity, sectionWithHeading } from './support/ui';

/** The course every fresh database publishes (content/learning/course.yaml). */
const COURSE_TITLE = 'Music Industry Essentials';
const MONTHS = [1, 2, 3, 4, 5, 6];

const content = await loadLearningContent(path.join(repoRoot, 'content/learning'));
const firstModule = content.modules[0]!;

/** Answers every question of the quiz on the page: right ones, or wrong ones. */
async function answerQuiz(quiz: Locator, right: boolean) {
  for (const question of firstModule.quiz!.questions) {
    const group = quiz.getByRole('group', { name: question.question });
    const key = right ? question.answer : Object.keys(question.options).find((k) => k !== question.answer)!;
    await group.getByRole('radio', { name: question.options[key]!, exact: true }).check();
  }
}

const quizCard = (page: Page) => page.locator('#quiz');

const main = (page: Page) => page.getByRole('main');

/** The course card of the landing's list. */
const courseCard = (page: Page) =>
  sectionWithHeading(page, m.landing.coursesTitle)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: COURSE_TITLE }) });

/** The card of module `n` in the enrolled view. */
const moduleCard = (page: Page, n: number): Locator =>
  main(page)
    .getByRole('article')
    .filter({ has: page.getByText(m.moduleNumber(n), { exact: true }) });

const portalCard = (page: Page) =>
  authCard(page, {
    heading: artistPortalMessages.title,
    toSignUp: accountFormMessages.switchMode.createAccount,
  });

test.describe('a visitor', () => {
  test('sees the program landing and the course list with Enroll Now', async ({ page }) => {
    await gotoHydrated(page, '/learning');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.landing.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    const highlights = main(page).getByRole('list', { name: m.landing.highlightsLabel });
    for (const text of [
      m.landing.highlights.certification.title,
      m.landing.highlights.modules.title,
      m.landing.highlights.hours.title,
    ]) {
      await expect(highlights.getByText(text, { exact: true })).toBeVisible();
    }
    for (const { title } of m.landing.skills) {
      await expect(main(page).getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    const card = courseCard(page);
    await expect(card).toBeVisible();
    await expect(card).toContainText(m.durationMonths(6));
    await expect(card).toContainText(m.moduleCount(6));
    await expect(card.getByRole('button', { name: m.enrollNow })).toBeVisible();
    // Nothing of the signed-in views.
    await expect(main(page).getByRole('button', { name: m.enrollInCourse })).toHaveCount(0);
  });
  // Its prerendered HTML and axe in both themes: the public-pages and accessibility suites (PUBLIC_PAGES).
});

test.describe('when the courses cannot be loaded', () => {
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test('the page toasts the failure, says so in place and loads them on Try again', async ({ page }) => {
    await page.route('**/api/courses', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal_error', message: 'Internal error' } }),
      }),
    );
    await gotoHydrated(page, '/learning');
    await expectToast(page, m.coursesLoadFailure.title, m.coursesLoadFailure.text);
    const courses = sectionWithHeading(page, m.landing.coursesTitle);
    await expect(courses).toContainText(m.coursesLoadFailure.title);
    await page.unroute('**/api/courses');
    await courses.getByRole('button', { name: 'Try again' }).click();
    await expect(courseCard(page)).toBeVisible();
  });
});

test('a signed-in account that is not an approved artist sees the landing with a note', async ({ page }) => {
  const email = uniqueEmail('learning-agent');
  await createConfirmedAccount(page.request, { list: 'agent', email });
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'agent' },
  });
  expect(signIn.ok()).toBe(true);

  await gotoHydrated(page, '/learning');
  await expect(main(page)).toContainText(m.landing.notApproved(email));
  await expect(courseCard(page).getByRole('button', { name: m.enrollNow })).toBeVisible();
  await expect(main(page).getByRole('button', { name: m.enrollInCourse })).toHaveCount(0);
});

test('a visitor signs in from Enroll Now, enrols, works through module 1 and finds module 2 available', async ({
  page,
}) => {
  test.slow();
  // A fresh account: the database is shared by the journeys of a run, so no other test has enrolled it.
  const email = uniqueEmail('learning');
  await createConfirmedAccount(page.request, { list: 'artist', email });

  // Enroll Now sends the visitor to /portal; signing in there leads back to /learning after 0.5 s.
  await gotoHydrated(page, '/learning');
  await courseCard(page).getByRole('button', { name: m.enrollNow }).click();
  await expect(page).toHaveURL(/\/portal$/);
  const portal = portalCard(page);
  await expect(portal.heading).toBeVisible();
  await signInWith(portal, email, GOOD_PASSWORD);
  await expectToast(page, artistAuthMessages.accessGranted.title, artistAuthMessages.accessGranted.text);
  await expect(page).toHaveURL(/\/learning$/);

  // Signed in, not enrolled: the course hero and its enrol button (robust to an enrolment made elsewhere).
  const enrolledHeading = main(page).getByText(/^Enrolled /);
  const enrollButton = main(page).getByRole('button', { name: m.enrollInCourse });
  await expect(enrollButton.or(enrolledHeading)).toBeVisible();
  if (await enrollButton.isVisible()) {
    await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: '/learning course hero' });
    await enrollButton.click();
    await expectToast(page, m.enrolled.title, m.enrolled.text);
  }

  // Enrolled: title, date, progress, months 1-6, module statuses.
  await expect(page.getByRole('heading', { level: 1, name: COURSE_TITLE })).toBeVisible();
  await expect(enrolledHeading).toBeVisible();
  await expect(main(page).getByRole('progressbar', { name: m.courseProgress })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await expect(
    sectionWithHeading(page, COURSE_TITLE).getByText(m.percentComplete(0), { exact: true }),
  ).toBeVisible();
  for (const month of MONTHS) {
    await expect(main(page).getByRole('heading', { level: 2, name: m.month(month) })).toBeVisible();
  }

  const first = moduleCard(page, 1);
  await expect(first).toContainText(m.week(1));
  await expect(first.getByText(m.statusLabels.available, { exact: true })).toBeVisible();
  await expect(first.getByRole('link', { name: m.startModule })).toHaveAttribute(
    'href',
    /^\/learning\/module\/[^/#]+$/,
  );
  await expect(first.getByRole('link', { name: m.watchVideo })).toHaveAttribute('href', /#video$/);
  await expect(first.getByRole('link', { name: new RegExp(`^${m.resources}`) })).toHaveAttribute(
    'href',
    /#resources$/,
  );
  await expect(first.getByRole('progressbar')).toBeVisible();

  const second = moduleCard(page, 2);
  await expect(second.getByText(m.statusLabels.locked, { exact: true })).toBeVisible();
  await expect(second).toContainText(m.unlocksAfter(1));
  await expect(second.getByRole('link')).toHaveCount(0);
  expect(await perceivedOpacity(second)).toBeLessThan(1);

  // The workshops card: each workshop books in a new tab (or the empty text once every date has passed).
  const workshops = sectionWithHeading(page, m.workshopsTitle);
  await expect(workshops).toBeVisible();
  const bookLinks = workshops.getByRole('link', { name: new RegExp(`^${m.bookWorkshop}`) });
  await expect(bookLinks.first().or(workshops.getByText(m.noWorkshops))).toBeVisible();
  for (const link of await bookLinks.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }

  await expectNoSeriousA11yViolations(page, { label: '/learning enrolled (dark)' });
  await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(moduleCard(page, 2)).toContainText(m.unlocksAfter(1));
  await expect(workshops.getByRole('status')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: '/learning enrolled (light)' });

  // Module 1, opened from its card: the video plays, the lesson is read, the quiz failed then passed, the module
  // completed, and module 2 opens.
  await moduleCard(page, 1).getByRole('link', { name: m.startModule }).click();
  // Module 1: title with month and week, In Progress.
  await expect(page.getByRole('heading', { level: 1, name: firstModule.title })).toBeVisible();
  await expect(page.getByText(`Month 1 · Week ${firstModule.week}`)).toBeVisible();
  await expect(page.getByText(learningModuleMessages.inProgress, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The video plays, from the real file the server streams.
  await page.getByRole('button', { name: learningModuleMessages.startVideo }).click();
  const video = page.locator('video');
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(20);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect(page.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute(
    'aria-valuenow',
    '50',
  );

  // The lesson, read.
  await page.getByRole('button', { name: learningModuleMessages.markAsRead }).click();
  await expect(page.getByText(learningModuleMessages.lessonRead)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute(
    'aria-valuenow',
    '70',
  );

  // The quiz: failed first, with Complete Module disabled, then passed.
  const quiz = quizCard(page);
  await quiz.getByRole('button', { name: learningQuizMessages.start }).click();
  const submit = quiz.getByRole('button', { name: learningQuizMessages.submit });
  await expect(submit).toBeDisabled();
  await answerQuiz(quiz, false);
  await submit.click();
  const failed = learningQuizMessages.failed(0, firstModule.quiz!.passingScore);
  await expectToast(page, failed.title, failed.text);
  await expect(quiz.getByText(learningQuizMessages.yourScore(0))).toBeVisible();
  await expect(page.getByRole('button', { name: learningModuleMessages.completeModule })).toBeDisabled();

  await quiz.getByRole('button', { name: learningQuizMessages.retake }).click();
  await answerQuiz(quiz, true);
  await quiz.getByRole('button', { name: learningQuizMessages.submit }).click();
  const passed = learningQuizMessages.passed(100);
  await expectToast(page, passed.title, passed.text);
  await expect(page.getByRole('progressbar', { name: 'Your Progress' })).toHaveAttribute(
    'aria-valuenow',
    '90',
  );

  // Complete Module, then module 2 is available on the course page.
  await page.getByRole('button', { name: learningModuleMessages.completeModule }).click();
  await expectToast(page, learningModuleMessages.moduleCompleted);
  await expect(page.getByText(learningModuleMessages.completed, { exact: true }).first()).toBeVisible();
  await page.getByRole('link', { name: learningModuleMessages.backToCourse }).first().click();
  await expect(page).toHaveURL(/\/learning$/);
  const secondModule = content.modules[1]!;
  const secondCard = page.getByRole('article', { name: secondModule.title });
  await expect(secondCard.getByText(m.statusLabels.available)).toBeVisible();
  await secondCard.getByRole('link', { name: m.startModule }).click();
  await expect(page.getByRole('heading', { level: 1, name: secondModule.title })).toBeVisible();
});
