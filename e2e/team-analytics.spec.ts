import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_SELLER, readAnnouncements, signIn } from './fixtures';
import { seriousViolations } from './axe';

/**
 * Team analytics: the demo seller opens every tab of /team-premium (the tab in the address), adds
 * a team goal, and downloads the open tab as a CSV through the export dialog.
 */
test('the demo seller reads each tab, adds a team goal and exports a CSV', async ({ page }) => {
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
  await readAnnouncements(page);

  await page.goto('/team-premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Team analytics' })).toBeVisible();
  await expect(page.getByTestId('overview-team-size')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('overview-ranks-chart').locator('svg.recharts-surface')).toBeVisible();
  expect(await seriousViolations(page, { include: '[data-testid="team-analytics-page"]' })).toEqual([]);

  const tabs: [string, string][] = [
    ['growth', 'growth-joins-chart'],
    ['activity', 'activity-weeks-chart'],
    ['performance', 'performance-forecast'],
    ['engagement', 'engagement-at-risk-list'],
    ['goals', 'team-goals'],
    ['segmentation', 'segmentation-cohorts'],
  ];
  for (const [tab, part] of tabs) {
    await page.getByTestId(`team-analytics-tab-${tab}`).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
    await expect(page.getByTestId(part)).toBeVisible();
  }

  // The demo's team goals stand where their story says; a new one joins them.
  await page.getByTestId('team-analytics-tab-goals').click();
  const statuses = page.getByTestId('team-goal-status');
  await expect(statuses).toHaveCount(3);
  expect((await statuses.allTextContents()).sort()).toEqual(['Behind', 'Done', 'On track']);
  await page.getByTestId('team-goal-add').click();
  const dialog = page.getByTestId('team-goal-dialog');
  await dialog.getByLabel('Title').fill('Host two trainings');
  await dialog.getByLabel('Measure').selectOption('custom');
  await dialog.getByLabel('Target').fill('2');
  await dialog.getByLabel('Current value').fill('1');
  await dialog.getByLabel('Deadline').fill('2099-12-31');
  await dialog.getByTestId('team-goal-submit').click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('team-goal-card').filter({ hasText: 'Host two trainings' });
  await expect(card.getByTestId('team-goal-figures')).toHaveText('1 of 2 (50%)');

  await page.getByTestId('team-analytics-export').click();
  await page.getByTestId('team-analytics-format-csv').check();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('team-analytics-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^team-analytics-goals-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split(/\r?\n/)[0]).toBe('Goal,Measure,Current,Target,Progress,Status,Start date,Deadline');
  expect(csv).toContain('Host two trainings,Custom,1,2,50,On track');
});
