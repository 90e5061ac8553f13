/**
 * The file manager lists the course's own files (training-program.md §2 item 7, "lists the video and worksheet
 * storage contents with sizes"; docs/decisions/0011): a module whose training video is course content (module 1's,
 * from `content/learning/media/`) says 'Training Video: Available', and the Video Files list shows that video and
 * its captions beside the uploads, marked 'Course content', opening in a new tab through the module's own file
 * route; the worksheet the course provides is in the Worksheet Files list the same way. They are not uploads: no
 * rename or delete is offered for them. A module still locked says what opens it instead of offering Open Module.
 */
import { fileManagerMessages as fm } from '../src/shared/messages/admin';
import { learningMessages } from '../src/shared/messages/learning';
import { createConfirmedAccount, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { contentModule, programModules } from './support/course';
import { expect, test } from './support/fixtures';
import { gotoHydrated } from './support/ui';

test('an enrolled artist finds the course videos, captions and worksheets in the file lists', async ({
  page,
}) => {
  const email = uniqueEmail('file-manager');
  await createConfirmedAccount(page.request, { list: 'artist', email, signedIn: true });
  const [first] = await programModules(page.request); // the first dashboard visit enrols
  const content = contentModule(1);
  const video = content.video!;
  const captions = content.captions!;
  const worksheet = content.resources[0]!.file;

  await gotoHydrated(page, '/file-manager');
  await expect(page.getByRole('heading', { level: 1, name: fm.title })).toBeVisible();
  const card = page
    .getByRole('region', { name: fm.modulesHeading })
    .getByRole('listitem')
    .filter({ hasText: fm.month(1) });
  await expect(card.getByText(fm.trainingVideo).locator('..')).toContainText(fm.available);
  await expect(card.getByRole('link', { name: new RegExp(`^${fm.openModule}`) })).toBeVisible();

  // A locked module offers no Open Module: it says what opens it (issue 38 item 4).
  const locked = page
    .getByRole('region', { name: fm.modulesHeading })
    .getByRole('listitem')
    .filter({ hasText: fm.month(2) });
  await expect(locked).toContainText(learningMessages.unlocksAfter(1));
  await expect(locked.getByRole('link')).toHaveCount(0);

  // The video the module plays is listed, as course content, and opens through the module's file route.
  const videos = page.getByRole('region', { name: fm.videosHeading });
  const videoItem = videos.getByRole('listitem').filter({ hasText: video });
  const videoLink = videoItem.getByRole('link', { name: new RegExp(video.replace(/\./g, '\\.')) });
  await expect(videoLink).toHaveAttribute('href', `/api/learning/modules/${first!.id}/video`);
  await expect(videoLink).toHaveAttribute('target', '_blank');
  await expect(videoItem.getByText(fm.courseContent, { exact: true })).toBeVisible();
  await expect(videoItem).toContainText(fm.month(1));
  await expect(videos).not.toContainText(fm.noVideos);
  const opened = await page.request.get((await videoLink.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toMatch(/^video\/webm/);

  const captionsItem = videos.getByRole('listitem').filter({ hasText: captions });
  await expect(captionsItem.getByRole('link')).toHaveAttribute(
    'href',
    `/api/learning/modules/${first!.id}/captions`,
  );
  await expect(captionsItem.getByText(fm.courseContent, { exact: true })).toBeVisible();

  // The worksheet the course provides is in the worksheet list the same way.
  const worksheets = page.getByRole('region', { name: fm.worksheetsHeading });
  const worksheetItem = worksheets.getByRole('listitem').filter({ hasText: worksheet }).first();
  await expect(worksheetItem.getByRole('link')).toHaveAttribute(
    'href',
    `/api/learning/modules/${first!.id}/worksheet`,
  );
  await expect(worksheetItem.getByText(fm.courseContent, { exact: true })).toBeVisible();

  // Course files are not uploads: nothing offers to rename or delete them.
  for (const item of [videoItem, captionsItem, worksheetItem])
    await expect(item.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, { label: 'file manager with course files' });
});
