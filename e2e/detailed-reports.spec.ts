import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_SELLER, readAnnouncements, signIn } from './fixtures';
import { seriousViolations } from './axe';

/**
 * Detailed reports: the demo seller opens her reports, changes the period, reads the sections and
 * exports one as CSV, whose header row is the section's columns.
 */
test('the seller reads her detailed reports over a period and exports a section as CSV', async ({ page }) => {
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
  await readAnnouncements(page);

  await page.goto('/reports-premium');
  await expect(page.getByRole('heading', { level: 1, name: 'Detailed reports' })).toBeVisible();
  await expect(page.getByTestId('detailed-sources-table')).toBeVisible();

  // All time counts every prospect of the demo story, some of them enrolled.
  await page.getByLabel('Period').selectOption('all_time');
  await expect(page).toHaveURL(/period=all_time/);
  await expect(page.getByTestId('detailed-range')).toContainText('All time, up to');
  await expect(page.getByTestId('detailed-sources-chart-summary')).toContainText(/\d+ of \d+ prospects enrolled/);
  await expect(page.getByTestId('detailed-sources-table').getByTestId('detailed-sources-table-row').last()).toContainText('Total');

  await page.getByTestId('detailed-tab-funnel').click();
  await expect(page.getByTestId('detailed-funnel-table').getByTestId('detailed-funnel-table-row')).toHaveCount(12);
  await page.getByTestId('detailed-tab-commissions').click();
  await expect(page.getByTestId('detailed-commissions-types').getByTestId('detailed-commissions-types-row').filter({ hasText: 'Performance bonus' })).toContainText('$150.00');

  expect(await seriousViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] })).toEqual([]);

  await page.getByTestId('detailed-export').click();
  const dialog = page.getByTestId('detailed-export-dialog');
  await expect(dialog.getByLabel('Section')).toHaveValue('commissions');
  await dialog.getByLabel('CSV').check();
  await dialog.getByLabel('Section').selectOption('sources');
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByTestId('detailed-export-download').click()]);
  expect(download.suggestedFilename()).toMatch(/^detailed-report-sources-all-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe('Source,Prospects,Enrolled,Conversion');
  expect(rows[0]).toMatch(/^Website,\d+,\d+,[\d.]*$/);
});
