/**
 * Staff help a learner, end to end (issue "Staff operations" item 4, Tests "a journey for a quiz round reset"): a
 * learner (in a browser of their own) uses every attempt of module 1's quiz, and their module page offers no more
 * attempts; an admin finds them in /admin's Users tab (their access, enrolment and modules completed), opens their
 * page — linkable, `?tab=users&person=<id>` — and reads module 1's three failed attempts, then resets the quiz round
 * through its confirmation, and opens module 2 (locked until module 1 is completed) early; both are in the person's
 * history with the admin's email, after the allow-list entry the operator made with the admin CLI. The learner
 * reloads, takes the quiz again and passes, then completes module 1: staff see it badged Completed, with the video
 * share the learner sees. The admin role is granted and revoked, and the account disabled (the
 * learner's next page load shows them signed out) and enabled again, each through its confirmation. The Users tab
 * and the person's page pass axe in the dark and the light theme.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { auditMessages } from '../src/shared/messages/audit';
import { peopleMessages as pm, personMessages as m } from '../src/shared/messages/people';
import { courseMessages as cm } from '../src/shared/messages/learning';
import { programQuizMessages as qm } from '../src/shared/messages/program';
import type { QuizQuestion } from '../src/shared/schemas/learning';
import { createConfirmedAccount, uniqueEmail } from './support/accounts';
import { axeInBothThemes } from './support/axe';
import { completeModules, contentModule, courseContent, programModules, quizAnswers } from './support/course';
import { expect, otherBrowser, signInAs, test } from './support/staff';
import { expectToast, gotoHydrated } from './support/ui';

const firstModule = contentModule(1);
const firstQuiz = firstModule.quiz!;
/** Attempts in a round of the quiz (content/learning/course.yaml `quizAttempts`). */
const perRound = courseContent.course.quizAttempts.perRound;

/** Fails the quiz of module `moduleId` with a wrong answer to every question, through the learning API. */
async function failQuiz(request: APIRequestContext, moduleId: string): Promise<void> {
  const questions = await request.get(`/api/learning/modules/${moduleId}/quiz/questions`);
  expect(questions.ok()).toBe(true);
  const list = ((await questions.json()) as { questions: QuizQuestion[] }).questions;
  const right = quizAnswers(firstModule, list);
  const wrong = Object.fromEntries(
    list.map((question) => [
      question.id,
      question.options.find((option) => option.key !== right[question.id])!.key,
    ]),
  );
  const attempt = await request.post(`/api/learning/modules/${moduleId}/quiz/attempts`, {
    data: { answers: wrong },
  });
  expect(attempt.ok(), await attempt.text()).toBe(true);
}

/** Answers every question of the members quiz right, one at a time, and submits. */
async function passQuizOnThePage(page: Page): Promise<void> {
  const quiz = page.locator('#quiz');
  for (const [index, { question, options, answer }] of firstQuiz.questions.entries()) {
    await quiz
      .getByRole('group', { name: question })
      .getByRole('radio', { name: options[answer]!, exact: true })
      .check();
    const last = index === firstQuiz.questions.length - 1;
    await quiz.getByRole('button', { name: last ? cm.quiz.submit : qm.next }).click();
  }
  await expect(quiz.getByText(qm.passed(100))).toBeVisible();
}

test('staff reset a learner’s quiz round on their page, and the learner takes the quiz again', async ({
  page,
  browser,
  adminEmail,
}) => {
  test.slow();
  // The learner, signed in in a browser of their own, enrolled by their first visit to the dashboard.
  const learnerEmail = uniqueEmail('reset-learner');
  const learner = await otherBrowser(browser);
  await createConfirmedAccount(learner.context.request, {
    list: 'artist',
    email: learnerEmail,
    signedIn: true,
  });
  const [first, second] = await programModules(learner.context.request);

  // Every attempt of the round used: the module page offers none, and says when the next round opens.
  for (let attempt = 1; attempt <= perRound; attempt++) await failQuiz(learner.context.request, first!.id);
  await gotoHydrated(learner.page, `/program-module/${first!.id}`);
  const learnerQuiz = learner.page.locator('#quiz');
  await expect(learnerQuiz).toContainText(qm.attemptsLeft(0));
  await expect(learnerQuiz).toContainText(/You have used every attempt\. New attempts open /);
  await expect(
    learnerQuiz.getByRole('button', { name: new RegExp(`^(${qm.start}|${cm.quiz.retake})$`) }),
  ).toHaveCount(0);

  // The admin finds the learner in the Users tab: enrolled, an approved artist, no module completed yet.
  await signInAs(page.request, adminEmail);
  await gotoHydrated(page, '/admin?tab=users');
  await expect(page.getByRole('heading', { level: 2, name: pm.heading })).toBeVisible();
  await page.getByLabel(pm.searchLabel).fill(learnerEmail);
  const table = page.getByRole('table', { name: pm.listTitle });
  const row = table.getByRole('row').filter({ hasText: learnerEmail });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText(pm.badges.artist);
  await expect(row).toContainText(pm.modulesDone(0, 6));
  await expect(row).toContainText(pm.none);
  await expect(page).toHaveURL(/[?&]q=reset-learner/);
  const listReady = async () => {
    await expect(page.getByRole('link', { name: learnerEmail })).toBeVisible();
    await expect(page.getByLabel(pm.searchLabel)).toHaveValue(learnerEmail);
  };
  await axeInBothThemes(page, 'admin users (list)', listReady);

  // The learner's page: linkable, the name's heading focused, module 1's three failed attempts.
  await page.getByRole('link', { name: learnerEmail }).click();
  await expect(page).toHaveURL(/[?&]tab=users&.*person=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 3, name: learnerEmail })).toBeFocused();
  const moduleCard = (n: number, title: string, month: number) =>
    page.getByRole('article', { name: m.moduleHeading(n, month, title) });
  const card1 = moduleCard(1, first!.title, first!.monthNumber);
  const card2 = moduleCard(2, second!.title, second!.monthNumber);
  const attempts = card1.getByRole('table', { name: m.attemptsTitle(first!.title) });
  await expect(attempts.getByRole('row')).toHaveCount(perRound + 1);
  // Newest first: the last attempt of the round, 0 %, not passed.
  await expect(attempts.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    String(perRound),
    m.percent(0),
    m.notPassed,
    /\d/,
  ]);
  await expect(card1).toContainText(/Round used up: the next round opens /);
  await expect(card1.getByText(m.facts.started)).toBeVisible();
  await expect(card2).toContainText(m.opensAfter(1));

  // Reset quiz round, through its confirmation (focus on Cancel first).
  await card1.getByRole('button', { name: m.resetRound }).click();
  const confirmReset = page.getByRole('alertdialog', { name: m.confirmReset.title });
  await expect(confirmReset).toContainText(m.confirmReset.text(learnerEmail, first!.title));
  await expect(confirmReset.getByRole('button', { name: m.cancel })).toBeFocused();
  await confirmReset.getByRole('button', { name: m.confirmReset.confirm }).click();
  await expectToast(page, m.saved.quizReset.title, m.saved.quizReset.text);
  await expect(confirmReset).toBeHidden();
  await expect(card1).toContainText(m.attemptsLeft(perRound, perRound));
  await expect(card1).toContainText(/Round last reset by staff, /);
  await expect(card1.getByRole('button', { name: m.resetRound })).toHaveCount(0);
  // Past attempts stay.
  await expect(attempts.getByRole('row')).toHaveCount(perRound + 1);

  // Module 2 opened early, through its confirmation.
  await card2.getByRole('button', { name: m.openEarly }).click();
  const confirmOpen = page.getByRole('alertdialog', { name: m.confirmOpenEarly.title });
  await confirmOpen.getByRole('button', { name: m.confirmOpenEarly.confirm }).click();
  await expectToast(page, m.saved.unlocked.title, m.saved.unlocked.text);
  await expect(card2.getByText(m.open, { exact: true })).toBeVisible();
  await expect(card2).toContainText(/Opened early by staff, /);
  await expect(card2.getByRole('button', { name: m.openEarly })).toHaveCount(0);

  // Both in the person's history, newest first, with the admin's email and the module.
  const history = page.getByRole('list', { name: m.historyTitle }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Module opened early');
  await expect(history.nth(0)).toContainText(`Month ${second!.monthNumber}: ${second!.title}`);
  await expect(history.nth(0)).toContainText(`${adminEmail}, `);
  await expect(history.nth(1)).toContainText('Quiz round reset');
  await expect(history.nth(1)).toContainText(`Month ${first!.monthNumber}: ${first!.title}`);
  // The first record: the allow-list entry the operator made with the admin CLI.
  await expect(history.nth(2)).toContainText('Added to the artist allow-list');
  await expect(history.nth(2)).toContainText(`${auditMessages.commandLine}, `);

  // A reload (a shared link) opens the same page.
  const personReady = async () => {
    await expect(page.getByRole('heading', { level: 3, name: learnerEmail })).toBeVisible();
    await expect(card1).toContainText(m.attemptsLeft(perRound, perRound));
    await expect(history).toHaveCount(3);
  };
  await page.reload();
  await personReady();
  await axeInBothThemes(page, 'admin person page', personReady);

  // The learner takes the quiz again, and passes; module 2 opens for them.
  await learner.page.reload();
  await expect(learnerQuiz).toContainText(qm.attemptsLeft(perRound));
  await learnerQuiz.getByRole('button', { name: new RegExp(`^(${qm.start}|${cm.quiz.retake})$`) }).click();
  await passQuizOnThePage(learner.page);
  const moduleTwo = await learner.context.request.get(`/api/learning/modules/${second!.id}`);
  expect(moduleTwo.ok(), await moduleTwo.text()).toBe(true);

  // The learner completes module 1: their page badges it Completed, not Open, and the video's share is the one
  // figure the learner's video card shows (issue 38 item 4).
  await completeModules(learner.context.request, 1);
  await page.reload();
  const card1Header = card1.locator('header');
  await expect(card1Header.getByText(m.moduleCompleted, { exact: true })).toBeVisible();
  await expect(card1Header.getByText(m.open, { exact: true })).toHaveCount(0);
  await gotoHydrated(learner.page, `/program-module/${first!.id}`);
  const learnerShare = await learner.page
    .locator('#video')
    .getByText(/^Watched \d+% of the video$/)
    .textContent();
  const percent = /(\d+)%/.exec(learnerShare ?? '')![1]!;
  await expect(card1).toContainText(`(${percent} %)`);

  // Admin granted and revoked, each through its confirmation.
  const actions = page.getByRole('region', { name: m.actionsTitle });
  const header = page.getByRole('article').first().locator('header').first();
  await actions.getByRole('button', { name: m.grantAdmin }).click();
  await page
    .getByRole('alertdialog', { name: m.confirmGrant.title })
    .getByRole('button', { name: m.confirmGrant.confirm })
    .click();
  await expectToast(page, m.saved.granted.title);
  await expect(header).toContainText(pm.badges.admin);
  await actions.getByRole('button', { name: m.revokeAdmin }).click();
  await page
    .getByRole('alertdialog', { name: m.confirmRevoke.title })
    .getByRole('button', { name: m.confirmRevoke.confirm })
    .click();
  await expectToast(page, m.saved.revoked.title);
  await expect(actions.getByRole('button', { name: m.grantAdmin })).toBeVisible();
  await expect(header).not.toContainText(pm.badges.admin);

  // The account disabled: the learner's next page load shows them signed out; enabled again.
  await actions.getByRole('button', { name: m.disableAccount }).click();
  const confirmDisable = page.getByRole('alertdialog', { name: m.confirmDisable.title });
  await expect(confirmDisable).toContainText(m.confirmDisable.text(learnerEmail));
  await confirmDisable.getByRole('button', { name: m.confirmDisable.confirm }).click();
  await expectToast(page, m.saved.disabled.title, m.saved.disabled.text);
  await expect(header).toContainText(pm.badges.accountDisabled);
  await learner.page.reload();
  await expect(learner.page).toHaveURL(/\/program-auth$/);
  await actions.getByRole('button', { name: m.enableAccount }).click();
  await page
    .getByRole('alertdialog', { name: m.confirmEnable.title })
    .getByRole('button', { name: m.confirmEnable.confirm })
    .click();
  await expectToast(page, m.saved.enabled.title);
  await expect(header).not.toContainText(pm.badges.accountDisabled);
  await expect(history.first()).toContainText('Account enabled again');
  await expect(history).toHaveCount(7);

  // Back to the list: the learner's link takes the focus.
  await page.getByRole('link', { name: m.back }).click();
  await expect(page.getByRole('link', { name: learnerEmail })).toBeFocused();

  await learner.finish();
});
