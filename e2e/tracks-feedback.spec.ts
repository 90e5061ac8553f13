/**
 * Tracks and feedback pinned to moments, end to end (issue "Press kits and feedback on tracks" items 2, 3, 5; Tests
 * "a mentor leaves a comment at 0:12, the learner uploads version 2 and resolves it"): a learner uploads a track on
 * /tracks and sees its waveform; staff grant another account the mentor role on its person page; the mentor finds the
 * track on /feedback and comments at 0:12 under the name they gave; the learner's email names them, quotes the comment
 * with its time and links to that moment, which opens the track there with the author's name, role and initials, and
 * the learner downloads the original file (issue 38 item 1); the learner sees the marker, uploads version 2 and marks the comment
 * resolved there, and version 2 shows version 1's comment resolved; once their email is off the allow-list, the
 * mentor's person page says they cannot sign in (the role admits no one); staff then delete the mentor's account and
 * see what went with it (their comment). /tracks, /tracks/{id} and /feedback pass axe.
 */
import path from 'node:path';
import { personMessages } from '../src/shared/messages/people';
import {
  personTrackMessages as pm,
  trackPageMessages as m,
  tracksPageMessages as tm,
} from '../src/shared/messages/track-pages';
import { createConfirmedAccount, disallowEmail, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { repoRoot } from './support/paths';
import { expect, otherBrowser, signInAs, test } from './support/staff';
import { waitForEmail } from './support/outbox';
import { expectToast, gotoHydrated } from './support/ui';

/** A 20-second sine tone (MP3), so that 0:12 is inside it. */
const AUDIO = path.join(repoRoot, 'e2e/fixtures/twenty-seconds.mp3');

test('a learner uploads a track, a mentor comments at 0:12, the learner resolves it on version 2', async ({
  page,
  browser,
  adminEmail,
}) => {
  test.slow(); // three browsers, two uploads decoded for their peaks
  // Three accounts are made through the admin CLI (the staff's is shared by the worker).
  test.slow();
  const learnerEmail = uniqueEmail('track-learner');
  const mentorEmail = uniqueEmail('track-mentor');
  const title = `Night Drive ${Date.now()}`;
  await createConfirmedAccount(page.request, { list: 'artist', email: learnerEmail, signedIn: true });

  // The learner uploads a track.
  await gotoHydrated(page, '/tracks');
  await expect(page.getByText(tm.empty)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: '/tracks' });
  const upload = page.getByRole('form', { name: tm.uploadTitle });
  await upload.getByLabel(tm.labels.title).fill(title);
  await upload.getByLabel(tm.labels.file).setInputFiles(AUDIO);
  await upload.getByRole('button', { name: tm.upload }).click();
  await expectToast(page, tm.uploaded.title);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.locator('main canvas').first()).toBeVisible();
  const trackPath = new URL(page.url()).pathname;

  // Staff make another account a mentor on its person page; that browser then signs in as the mentor.
  const other = await otherBrowser(browser);
  const staff = other.page;
  await createConfirmedAccount(staff.request, { list: 'artist', email: mentorEmail });
  await signInAs(staff.request, adminEmail);
  const found = await staff.request.get(`/api/admin/people?q=${encodeURIComponent(mentorEmail)}`);
  const mentorId = ((await found.json()) as { people: { userId: string }[] }).people[0]!.userId;
  await gotoHydrated(staff, `/admin?tab=users&person=${mentorId}`, 'main h1');
  await staff.getByRole('button', { name: pm.grantMentor }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: pm.confirmGrantMentor.confirm }).click();
  await expectToast(staff, pm.mentorGranted.title);
  await expect(staff.getByRole('button', { name: pm.revokeMentor })).toBeVisible();

  // The mentor gives the name artists see beside their feedback, finds the track and comments at 0:12.
  await signInAs(staff.request, mentorEmail);
  expect((await staff.request.patch('/api/account', { data: { name: 'Lee Mensah' } })).status()).toBe(200);
  await gotoHydrated(staff, '/feedback');
  await expect(staff.getByRole('link', { name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(staff, { label: '/feedback' });
  await staff.getByRole('link', { name: title }).click();
  await staff.getByRole('slider', { name: m.position(title) }).fill('12');
  const comment = staff.getByRole('form', { name: m.commentAt('0:12') });
  await comment.getByLabel(m.commentAt('0:12')).fill('The snare gets lost here; bring it up a little.');
  await comment.getByRole('button', { name: m.send }).click();
  await expect(staff.getByText(m.commentSent)).toBeVisible();
  await expect(staff.getByRole('button', { name: /^Comment at 0:12 by / })).toBeVisible();
  await expectNoSeriousA11yViolations(staff, { label: '/tracks/{id} (mentor)' });

  // The learner's email names the mentor, quotes the comment with its time and links to that moment.
  const email = await waitForEmail({ subject: /^New feedback on your track/, to: learnerEmail });
  expect(email.text).toContain('Lee Mensah (Mentor) left feedback on your track');
  expect(email.text).toContain('at 0:12 of version 1:');
  expect(email.text).toContain('> The snare gets lost here; bring it up a little.');
  const link = new URL(/https?:\/\/\S+\/tracks\/\S+/.exec(email.text)![0]);
  expect(link.pathname + link.search).toBe(`${trackPath}?v=1&t=12`);

  // The link opens the track at that moment; the comment shows its author's name, role and initials.
  await gotoHydrated(page, link.pathname + link.search);
  await expect(page.getByRole('slider', { name: m.position(title) })).toHaveValue('12');
  await expect(page.getByRole('button', { name: /^Comment at 0:12 by Lee Mensah/ })).toBeVisible();
  await expect(page.getByText('The snare gets lost here; bring it up a little.')).toBeVisible();
  const mentorComment = page.getByRole('listitem', { name: m.commentAt('0:12') });
  await expect(mentorComment.getByText('Lee Mensah', { exact: true })).toBeVisible();
  await expect(mentorComment.getByText(m.roles.mentor, { exact: true })).toBeVisible();
  await expect(mentorComment.getByText('LM', { exact: true })).toBeVisible();

  // The learner downloads the original file, under its name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: m.downloadOriginal('twenty-seconds.mp3') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('twenty-seconds.mp3');

  // The learner uploads version 2 and resolves the comment there.
  await expectNoSeriousA11yViolations(page, { label: '/tracks/{id} (learner)' });
  const version = page.getByRole('form', { name: m.newVersionTitle });
  await version.getByLabel(tm.labels.file).setInputFiles(AUDIO);
  await version.getByRole('button', { name: m.uploadVersion }).click();
  await expectToast(page, m.versionUploaded2.title);
  await expect(page.getByRole('button', { name: m.versionName(2), pressed: true })).toBeVisible();
  const previous = page.getByRole('region', { name: m.commentsTitle });
  await expect(previous.getByText(m.previousSummary(0, 1))).toBeVisible();
  await previous.getByRole('button', { name: m.markResolved }).click();
  await expect(previous.getByText(m.previousSummary(1, 1))).toBeVisible();
  await expect(previous.getByText(m.resolved, { exact: true })).toBeVisible();
  // The list counts no open comment any more.
  await gotoHydrated(page, '/tracks');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText(tm.versions(2))).toBeVisible();

  // Off the allow-list, the mentor cannot sign in: their page says so and leads to the Allow-lists tab.
  await disallowEmail('artist', mentorEmail);
  await signInAs(staff.request, adminEmail);
  await gotoHydrated(staff, `/admin?tab=users&person=${mentorId}`, 'main h1');
  const notice = staff.getByRole('note').filter({ hasText: personMessages.cannotSignIn.text });
  await expect(notice.getByRole('link', { name: personMessages.cannotSignIn.link })).toHaveAttribute(
    'href',
    `/admin?tab=allow-lists&q=${encodeURIComponent(mentorEmail)}`,
  );

  // Staff delete the mentor's account: the confirmation names it, then what went with it is shown.
  await staff.getByRole('button', { name: pm.deleteAccount }).click();
  const confirm = staff.getByRole('alertdialog');
  await expect(confirm).toContainText(mentorEmail);
  await confirm.getByRole('button', { name: pm.confirmDelete.confirm }).click();
  const outcome = staff.getByRole('status').filter({ hasText: pm.deletedTitle });
  await expect(outcome).toContainText(pm.deletedLead(mentorEmail));
  await expect(outcome.getByRole('definition').nth(Object.keys(pm.removed).indexOf('comments'))).toHaveText(
    '1',
  );
  await other.finish();
});
