/**
 * Course content from the browser, end to end (issue "Staff operations" item 5; docs/decisions/0017):
 *
 * - Modules tab: an admin edits module 6's title and introduction in place — an emptied title is refused with its
 *   message under the field while the rest of the typing stays — saves, sees the "Edited in the admin area" badge,
 *   and a learner's course shows the new title. (The texts are put back at the end: other journeys read them.)
 * - Quizzes tab, module 3's quiz (a quiz no other journey changes): two questions of this run's own, the first
 *   answered by a learner's attempt. The list marks it "Answered in past attempts"; Move up moves the second
 *   question above it (announced, focus kept on the button) and the learner's quiz follows; editing the answered
 *   question says its earlier version is kept, an emptied text is refused without losing the rest, and the save
 *   puts the new version in its place (the learner gets the new text, never the old id); Delete says the question
 *   will be deleted, or — once an attempt answered it — retired, and each is gone from both lists.
 * - Modules tab: each module's video and worksheet picker shows its first entry whole on a desktop and a phone
 *   (issue 38 item 8).
 * - Both tabs pass axe in the dark and the light theme, with the forms open too.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminMessages as am,
  adminModuleMessages as mm,
  adminQuizMessages as qm,
} from '../src/shared/messages/admin';
import type { AdminModule, AdminQuestion, AdminQuiz } from '../src/shared/schemas/admin';
import type { CourseView, QuizQuestion } from '../src/shared/schemas/learning';
import { createConfirmedAccount, GOOD_PASSWORD, grantAdmin, uniqueEmail } from './support/accounts';
import { axeInBothThemes, expectNoSeriousA11yViolations } from './support/axe';
import { completeModules, contentModule, quizAnswers } from './support/course';
import { expect, test } from './support/fixtures';
import { expectToast, gotoHydrated } from './support/ui';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The JSON answer of a request that must succeed. */
async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The learner's questions of module `moduleId`'s quiz, in order. */
async function learnerQuestions(request: APIRequestContext, moduleId: string): Promise<QuizQuestion[]> {
  return (
    await ok<{ questions: QuizQuestion[] }>(
      await request.get(`/api/learning/modules/${moduleId}/quiz/questions`),
      'learner quiz questions',
    )
  ).questions;
}

/** One attempt at module 3's quiz by the learner: the file's questions right, the others guessed. */
async function attemptQuiz(request: APIRequestContext, moduleId: string): Promise<void> {
  const questions = await learnerQuestions(request, moduleId);
  await ok(
    await request.post(`/api/learning/modules/${moduleId}/quiz/attempts`, {
      data: { answers: quizAnswers(contentModule(3), questions) },
    }),
    'quiz attempt',
  );
}

/** The list item of the question whose text is `text`, in the Quizzes tab. */
const questionItem = (page: Page, text: string) =>
  page
    .getByRole('list', { name: qm.questions })
    .locator(':scope > li')
    .filter({ hasText: new RegExp(`^\\d+\\. ${escape(text)}`) });

/**
 * Every module's video and worksheet picker shows its first entry whole, on a desktop and on a phone (issue 38 item
 * 8: the video picker's placeholder was cut off): the entry's text, in the field's font, is no wider than the field
 * inside its padding (which leaves room for the arrow). An empty bucket says where to upload one, in full, under
 * the picker.
 */
async function expectPickersReadWhole(page: Page): Promise<void> {
  const viewport = page.viewportSize();
  for (const [label, none] of [
    [mm.video, mm.noVideos],
    [mm.worksheet, mm.noWorksheets],
  ] as const) {
    const pickers = page.getByLabel(label, { exact: true });
    await expect(pickers).toHaveCount(6);
    // The bucket's files have loaded: a picker to choose from, or the empty bucket's hint.
    await expect
      .poll(async () => (await pickers.first().isEnabled()) || (await page.getByText(none).count()) > 0)
      .toBe(true);
    const empty = (await page.getByText(none).count()) > 0;
    if (empty) {
      await expect(pickers.first().locator('option').first()).toHaveText(mm.noFiles);
      await expect(page.getByText(none).first()).toBeVisible();
    }
    for (const size of [viewport ?? { width: 1280, height: 720 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      for (const picker of await pickers.all()) {
        const fit = await picker.evaluate((select: HTMLSelectElement) => {
          const style = getComputedStyle(select);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = select.selectedOptions[0]?.text ?? '';
          const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text, width: Math.ceil(context.measureText(text).width), room };
        });
        expect(fit.width, `"${fit.text}" in a ${size.width} px wide window`).toBeLessThanOrEqual(fit.room);
      }
    }
    if (viewport) await page.setViewportSize(viewport);
  }
}

test('staff edit a module’s texts and a quiz’s questions; learners see the changes and past attempts keep theirs', async ({
  page,
  browser,
}) => {
  test.slow();
  const run = Date.now().toString(36);
  const adminEmail = uniqueEmail('content-admin');
  const learnerEmail = uniqueEmail('content-learner');
  await createConfirmedAccount(page.request, { list: 'artist', email: adminEmail });
  await createConfirmedAccount(page.request, { list: 'artist', email: learnerEmail });
  await grantAdmin(adminEmail);
  const adminSignIn = await page.request.post('/api/auth/sign-in', {
    data: { email: adminEmail, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(adminSignIn.ok()).toBe(true);

  // The learner, in a browser of their own, completes modules 1 and 2 with their evidence meanwhile, so module 3
  // (whose quiz this journey changes) opens.
  const learner = await browser.newContext();
  const learnerSignIn = await learner.request.post('/api/auth/sign-in', {
    data: { email: learnerEmail, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(learnerSignIn.ok()).toBe(true);
  const modulesDone = completeModules(learner.request, 2);
  modulesDone.catch(() => undefined);

  const { modules } = await ok<{ modules: AdminModule[] }>(
    await page.request.get('/api/admin/modules'),
    'admin modules',
  );
  const sixth = modules.find((module) => module.monthNumber === 6)!;
  const third = modules.find((module) => module.monthNumber === 3)!;
  const original = { title: sixth.title, description: sixth.description, introduction: sixth.introduction };

  try {
    // Modules: module 6's texts, edited in place.
    await gotoHydrated(page, '/admin');
    const tabs = page.getByRole('tablist', { name: am.title });
    await expect(tabs.getByRole('tab', { name: am.tabs.modules })).toHaveAttribute('aria-selected', 'true');
    await expectPickersReadWhole(page);
    const sixthItem = page.getByRole('listitem').filter({ hasText: /^Month 6:/ });
    const editTexts = sixthItem.getByRole('button', { name: `${mm.editTexts} ${sixth.title}` });
    await editTexts.click();
    const textsForm = sixthItem.getByRole('form', { name: mm.texts });
    await expect(textsForm.getByLabel(mm.titleLabel)).toHaveValue(sixth.title);
    const newTitle = `Marketing Music Now ${run}`;
    const newIntroduction = `Welcome to the last month, ${run}.`;
    await textsForm.getByLabel(mm.introductionLabel).fill(newIntroduction);
    await textsForm.getByLabel(mm.titleLabel).fill('');
    await textsForm.getByRole('button', { name: mm.saveTexts }).click();
    await expect(textsForm.getByText('Please enter a title.')).toBeVisible();
    await expect(textsForm.getByLabel(mm.titleLabel)).toBeFocused();
    await expect(textsForm.getByLabel(mm.introductionLabel)).toHaveValue(newIntroduction);
    await expectNoSeriousA11yViolations(page, { label: 'admin modules (texts form with an error)' });
    await textsForm.getByLabel(mm.titleLabel).fill(newTitle);
    await textsForm.getByRole('button', { name: mm.saveTexts }).click();
    await expectToast(page, mm.updated);
    await expect(textsForm).toHaveCount(0);
    const editedItem = page.getByRole('listitem').filter({ hasText: new RegExp(`^Month 6:\\s*${newTitle}`) });
    await expect(editedItem.getByRole('heading', { level: 3 })).toHaveText(`Month 6: ${newTitle}`);
    await expect(editedItem.getByText(mm.staffEdited)).toBeVisible();
    await expect(editedItem.getByText(newIntroduction)).toBeVisible();
    await expect(editedItem.getByRole('button', { name: `${mm.editTexts} ${newTitle}` })).toBeFocused();
    await axeInBothThemes(page, 'admin modules', async () => {
      await expect(page.getByText(newIntroduction)).toBeVisible();
    });
    // The learner's course shows the new title at once.
    const course = await ok<CourseView>(await learner.request.get('/api/learning/program'), 'learner course');
    expect(course.modules.find((module) => module.id === sixth.id)?.title).toBe(newTitle);

    // Quizzes: two questions of this run on module 3's quiz; the learner's attempt answers the first.
    const { quizzes } = await ok<{ quizzes: AdminQuiz[] }>(
      await page.request.get('/api/admin/quizzes'),
      'admin quizzes',
    );
    const quiz = quizzes.find((each) => each.moduleId === third.id)!;
    const add = async (question: string) =>
      (
        await ok<{ question: AdminQuestion }>(
          await page.request.post(`/api/admin/quizzes/${quiz.id}/questions`, {
            data: {
              question,
              options: ['Publishing', 'Masters', 'Merch', 'Touring'],
              correctAnswer: 'Masters',
            },
          }),
          'add question',
        )
      ).question;
    const answeredText = `Which rights does a label usually own? ${run}`;
    const answered = await add(answeredText);
    await modulesDone;
    await attemptQuiz(learner.request, third.id);
    const freshText = `Which income does a booking agent handle? ${run}`;
    const fresh = await add(freshText);

    await tabs.getByRole('tab', { name: am.tabs.quizzes }).click();
    await page.getByLabel(qm.module, { exact: true }).selectOption(third.id);
    await expect(questionItem(page, answeredText)).toBeVisible();
    await expect(questionItem(page, answeredText).getByText(qm.answered)).toBeVisible();
    await expect(questionItem(page, freshText).getByText(qm.answered)).toHaveCount(0);

    // Move up: the fresh question goes above the answered one; the move is announced and focus stays on it.
    const count = (await learnerQuestions(learner.request, third.id)).length;
    const moveUp = questionItem(page, freshText).getByRole('button', {
      name: `${qm.moveUp} ${qm.questionNumber(count)}`,
    });
    await moveUp.click();
    await expect(
      page.getByRole('status').filter({ hasText: qm.moved(freshText, count - 1, count) }),
    ).toHaveText(qm.moved(freshText, count - 1, count));
    await expect(
      questionItem(page, freshText).getByRole('button', {
        name: `${qm.moveUp} ${qm.questionNumber(count - 1)}`,
      }),
    ).toBeFocused();
    await expect
      .poll(async () =>
        (await learnerQuestions(learner.request, third.id)).map((question) => question.id).slice(-2),
      )
      .toEqual([fresh.id, answered.id]);

    // Edit the answered question: its earlier version is kept for the attempt; an emptied text is refused first.
    await questionItem(page, answeredText)
      .getByRole('button', { name: `${qm.edit} ${qm.questionNumber(count)}` })
      .click();
    const editForm = page.getByRole('form', { name: qm.editQuestion(count) });
    await expect(editForm.getByText(qm.editReplaces)).toBeVisible();
    await expect(editForm.getByLabel(qm.option(2))).toHaveValue('Masters');
    await editForm.getByLabel(qm.option(4)).fill('Live shows');
    await editForm.getByLabel(qm.question).fill('');
    await editForm.getByRole('button', { name: qm.saveQuestion }).click();
    await expectToast(page, 'Please fill all fields');
    await expect(editForm.getByText('Please fill all fields')).toBeVisible();
    await expect(editForm.getByLabel(qm.option(4))).toHaveValue('Live shows');
    await axeInBothThemes(page, 'admin quizzes (edit form)', async () => {
      await page.getByLabel(qm.module, { exact: true }).selectOption(third.id);
      await questionItem(page, answeredText)
        .getByRole('button', { name: `${qm.edit} ${qm.questionNumber(count)}` })
        .click();
      await expect(editForm.getByText(qm.editReplaces)).toBeVisible();
    });
    const revisedText = `Which rights does a label usually keep? ${run}`;
    await editForm.getByLabel(qm.question).fill(revisedText);
    await editForm.getByLabel(qm.option(4)).fill('Live shows');
    await editForm.getByRole('button', { name: qm.saveQuestion }).click();
    await expectToast(page, qm.questionReplaced);
    await expect(editForm).toHaveCount(0);
    const revised = questionItem(page, revisedText);
    await expect(revised).toContainText(`${count}. ${revisedText}`);
    await expect(revised.getByText('Live shows')).toBeVisible();
    await expect(revised.getByText(qm.answered)).toHaveCount(0);
    await expect(questionItem(page, answeredText)).toHaveCount(0);
    await expect(
      revised.getByRole('button', { name: `${qm.edit} ${qm.questionNumber(count)}` }),
    ).toBeFocused();
    const seen = await learnerQuestions(learner.request, third.id);
    expect(seen.map((question) => question.id)).not.toContain(answered.id);
    expect(seen.at(-1)?.question).toBe(revisedText);

    // Delete the fresh question (no attempt answered it): deleted.
    await questionItem(page, freshText)
      .getByRole('button', { name: `${qm.delete} ${qm.questionNumber(count - 1)}` })
      .click();
    const confirmDelete = page.getByRole('alertdialog', { name: qm.deleteTitle });
    await expect(confirmDelete).toContainText(qm.deleteConfirm(freshText));
    await confirmDelete.getByRole('button', { name: qm.delete, exact: true }).click();
    await expectToast(page, qm.questionDeleted);
    await expect(questionItem(page, freshText)).toHaveCount(0);

    // The learner answers the revised question; deleting it now retires it.
    await attemptQuiz(learner.request, third.id);
    await page.reload();
    await page.getByRole('tablist', { name: am.title }).getByRole('tab', { name: am.tabs.quizzes }).click();
    await page.getByLabel(qm.module, { exact: true }).selectOption(third.id);
    const revisedNumber = count - 1;
    await expect(questionItem(page, revisedText).getByText(qm.answered)).toBeVisible();
    await questionItem(page, revisedText)
      .getByRole('button', { name: `${qm.delete} ${qm.questionNumber(revisedNumber)}` })
      .click();
    const confirmRetire = page.getByRole('alertdialog', { name: qm.deleteTitle });
    await expect(confirmRetire).toContainText(qm.retireConfirm(revisedText));
    await confirmRetire.getByRole('button', { name: qm.retire, exact: true }).click();
    await expectToast(page, qm.questionRetired);
    await expect(questionItem(page, revisedText)).toHaveCount(0);
    const after = await learnerQuestions(learner.request, third.id);
    expect(after.map((question) => question.question)).not.toContain(revisedText);
    expect(after).toHaveLength(count - 2);
    await axeInBothThemes(page, 'admin quizzes', async () => {
      await page.getByLabel(qm.module, { exact: true }).selectOption(third.id);
      await expect(page.getByRole('list', { name: qm.questions })).toBeVisible();
    });
  } finally {
    // Module 6's texts as the course files have them, for the journeys that read them.
    await page.request.patch(`/api/admin/modules/${sixth.id}`, { data: original });
    await learner.close();
  }
});
