/**
 * A module page the artist cannot open (training-program.md §2 "Missing module: Module not found with a back
 * button"; docs/decisions/0009): an unknown id, and a locked module of the course. The journey through an open
 * module is in learning-page.spec.ts.
 */
import { courseMessages, learningModuleMessages } from '../src/shared/messages/learning';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';

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
