import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { DEMO_SELLER, readAnnouncements, signIn } from './fixtures';
import { seriousViolations } from './axe';

/**
 * The report generator: the demo seller picks a report on the screen, sees its preview, and the
 * PDF she downloads is a real PDF with the pages its rows need.
 */

/** Rows of the three-column detailed table under the heading on page 1, then on every further page (A4 portrait). */
const FIRST_PAGE_ROWS = 40;
const NEXT_PAGE_ROWS = 48;
const pagesFor = (rows: number) => (rows <= FIRST_PAGE_ROWS ? 1 : 1 + Math.ceil((rows - FIRST_PAGE_ROWS) / NEXT_PAGE_ROWS));

test('exports a PDF report from the screen', async ({ page }) => {
  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
  await readAnnouncements(page);
  await page.goto('/report-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Report generator' })).toBeVisible();

  await page.getByTestId('report-type').selectOption('activities');
  await page.getByTestId('report-period').selectOption('all_time');
  await page.getByTestId('report-layout').selectOption('detailed');
  await page.getByTestId('report-fields-none').click();
  await expect(page.getByText('Select at least one field.')).toBeVisible();
  for (const field of ['title', 'type', 'status']) await page.getByTestId(`report-field-${field}`).check();
  await page.getByTestId('report-format').selectOption('pdf');

  const hint = page.getByTestId('report-rows-hint');
  await expect(hint).toContainText('This period has');
  const rowCount = Number((await hint.textContent())!.match(/has ([\d,]+) rows?/)![1]!.replace(/,/g, ''));
  expect(rowCount).toBeGreaterThan(0);
  await expect(page.getByTestId('report-preview-table')).toBeVisible();
  await expect(page.getByTestId('report-preview-total')).toHaveText(rowCount.toLocaleString('en'));

  expect(await seriousViolations(page, { include: '[data-testid="report-generator-page"]' })).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^upline-activities-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByText('Your report is downloading.')).toBeVisible();
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length;
  expect(pages).toBe(pagesFor(rowCount));
});
