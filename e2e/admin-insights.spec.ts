/**
 * Program insights, end to end (issue 37 "Program insights"): a learner completes the first module with its evidence
 * (the lesson opened, its video played, the worksheet answered, the quiz passed); an admin opens /admin's Insights
 * tab and sees each insight — the funnel, where learners stop, the quiz item analysis, video engagement and cohorts
 * — as a chart beside its data table, sorts a table by a column, filters a cohort and a date range (kept in the
 * address), chooses the item analysis's round and downloads a CSV with the same filters. The tab passes axe in the
 * dark and the light theme.
 */
import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { insightsCsvHeaders, insightsMessages as m } from '../src/shared/messages/insights';
import { createConfirmedAccount, GOOD_PASSWORD, uniqueEmail } from './support/accounts';
import { axeInBothThemes } from './support/axe';
import { completeModules, contentModule } from './support/course';
import { expect, signInAs, test } from './support/staff';
import { gotoHydrated } from './support/ui';

test('an admin reads each insight as a chart and a table, sorts, filters a cohort and downloads a CSV', async ({
  page,
  browser,
  adminEmail,
}) => {
  test.slow();
  // A learner of this month's cohort completes module 1 with its evidence (its 24 s video played at 2x).
  const baseURL = test.info().project.use.baseURL;
  const learner = await browser.newContext({ baseURL });
  const email = uniqueEmail('insights-learner');
  await createConfirmedAccount(learner.request, { list: 'artist', email });
  const signedIn = await learner.request.post('/api/auth/sign-in', {
    data: { email, password: GOOD_PASSWORD, portal: 'program' },
  });
  expect(signedIn.ok()).toBe(true);
  await completeModules(learner.request, 1);
  await learner.close();
  const cohort = new Date().toISOString().slice(0, 7);
  const moduleOne = contentModule(1).title;

  await signInAs(page.request, adminEmail);
  await gotoHydrated(page, '/admin?tab=insights');
  await expect(page.getByRole('tab', { name: m.tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: m.title })).toBeVisible();
  // The five insights load at once, each with its loading line, on a machine busy with other journeys.
  await expect(page.getByRole('status').filter({ hasText: /^Loading / })).toHaveCount(0, { timeout: 30_000 });

  // Each insight: its heading, its chart (named by a summary) and its table.
  const section = (title: string) => page.getByRole('region', { name: title, exact: true });
  const funnel = section(m.funnel.title);
  await expect(funnel.getByRole('img', { name: /^Bar chart of people per funnel step: / })).toBeVisible();
  const funnelTable = funnel.getByRole('table', { name: m.funnel.caption });
  await expect(funnelTable.getByRole('rowheader', { name: 'Enrolled', exact: true })).toBeVisible();

  const stops = section(m.stops.title);
  await expect(stops.getByRole('img', { name: /^Bar chart of learners who opened/ })).toBeVisible();
  const stopsTable = stops.getByRole('table', { name: m.stops.caption });
  await expect(stopsTable.getByRole('rowheader', { name: `1. ${moduleOne}` })).toBeVisible();
  await expect(stops.getByRole('heading', { level: 4, name: m.stops.inactiveTitle })).toBeVisible();

  const items = section(m.items.title);
  await expect(
    items.getByRole('img', { name: /^Bar chart of the facility index per question: M1 Q1 / }),
  ).toBeVisible();
  await expect(items.getByRole('table', { name: m.items.caption }).getByRole('rowheader').first()).toHaveText(
    /^M1 Q1/,
  );

  const videos = section(m.videos.title);
  const videoTitle = `1. ${moduleOne}`;
  await expect(videos.getByRole('heading', { level: 4, name: videoTitle })).toBeVisible();
  await expect(
    videos.getByRole('img', { name: new RegExp(`^Drop-off curve of 1\\. `) }).first(),
  ).toBeVisible();
  await expect(videos.getByRole('table', { name: m.videos.caption(videoTitle) })).toBeVisible();

  const cohorts = section(m.cohorts.title);
  await expect(
    cohorts.getByRole('img', { name: /^Line chart of modules completed per learner/ }),
  ).toBeVisible();
  const cohortsTable = cohorts.getByRole('table', { name: m.cohorts.caption });
  await expect(cohortsTable.getByRole('columnheader', { name: new RegExp(`^${cohort} \\(`) })).toBeVisible();

  // Sorting: by Completed, ascending at the first click, descending at the second (module 1 first: completed).
  const completed = stopsTable.getByRole('columnheader', { name: m.stops.columns.completed });
  await completed.getByRole('button').click();
  await expect(completed).toHaveAttribute('aria-sort', 'ascending');
  await completed.getByRole('button').click();
  await expect(completed).toHaveAttribute('aria-sort', 'descending');
  await expect(stopsTable.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(`1. ${moduleOne}`);

  // The item analysis over every attempt, kept in the address.
  await items.getByLabel(m.filters.round).selectOption({ label: m.filters.rounds.all });
  await expect(page).toHaveURL(/[?&]round=all/);
  await expect(items.getByRole('table', { name: m.items.caption })).toBeVisible();

  // The cohort filter: kept in the address, sent with every insight and its CSV.
  await page.getByLabel(m.filters.cohort).selectOption(cohort);
  await expect(page).toHaveURL(new RegExp(`[?&]cohort=${cohort}`));
  await expect(page).toHaveURL(/[?&]round=all/);
  const download = stops.getByRole('link', { name: `${m.csv}${m.csvOf(m.stops.title)}` });
  await expect(download).toHaveAttribute(
    'href',
    new RegExp(`/api/admin/insights/stops/export\\.csv\\?cohort=${cohort}`),
  );
  await expect(stopsTable.getByRole('rowheader', { name: `1. ${moduleOne}` })).toBeVisible();

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^insights-stops-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = parse(await fs.readFile(await file.path(), 'utf8'), { bom: true }) as string[][];
  expect(rows[0]).toEqual([...insightsCsvHeaders.stops]);
  const moduleRow = rows.find((row) => row[1] === moduleOne);
  expect(moduleRow?.[0]).toBe('1');
  expect(Number(moduleRow?.[6])).toBeGreaterThanOrEqual(1);

  // A range after today: nobody enrolled in it.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(m.filters.from).fill(tomorrow);
  await expect(page).toHaveURL(new RegExp(`[?&]from=${tomorrow}`));
  await expect(stops.getByText(m.stops.empty)).toBeVisible();
  await expect(cohorts.getByText(m.cohorts.empty)).toBeVisible();

  // The filters are in the address: a reload shows the same; clearing them shows the data again.
  await page.reload();
  await expect(page.getByLabel(m.filters.cohort)).toHaveValue(cohort);
  await expect(page.getByLabel(m.filters.from)).toHaveValue(tomorrow);
  await expect(stops.getByText(m.stops.empty)).toBeVisible();
  await page.getByRole('button', { name: m.filters.clear }).click();
  await expect(page).not.toHaveURL(/[?&](cohort|from)=/);
  await expect(page).toHaveURL(/[?&]round=all/);

  // After each reload the tab fetches its module and every insight again: room for a busy machine.
  const ready = async () => {
    await expect(funnelTable).toBeVisible({ timeout: 30_000 });
    await expect(stopsTable).toBeVisible();
    await expect(cohortsTable).toBeVisible();
    await expect(videos.getByRole('img').first()).toBeVisible();
  };
  await ready();
  await axeInBothThemes(page, 'admin insights', ready);
});
