import { expect, test, type Page } from '@playwright/test';
import { DEMO_SELLER, readAnnouncements, signIn } from './fixtures';
import { seriousViolations } from './axe';

/**
 * The CSV import wizard: a spreadsheet export with one bad row goes through upload, mapping,
 * validation, an import that skips the bad row, and the summary; the new prospects are listed.
 */

async function noSeriousViolations(page: Page) {
  expect(await seriousViolations(page, { include: '[data-testid="import-page"]' })).toEqual([]);
}

test('imports a CSV through the wizard, skipping the one bad row, and shows the summary', async ({ page }) => {
  const tag = Date.now().toString(36);
  const csv = [
    'First Name,Last Name,E-mail Address,Mobile Phone,Status',
    `Ines,Import${tag},ines.${tag}@example.com,+34 612 000 111,Interested`,
    `Bad,Row${tag},not-an-email,,Cold lead`,
    `Tomas,Import${tag},tomas.${tag}@example.com,,warm prospect`,
  ].join('\r\n');

  await signIn(page, DEMO_SELLER.email, DEMO_SELLER.password);
  await expect(page.getByTestId('app-main').locator('h1').first()).toBeVisible();
  await readAnnouncements(page);
  await page.getByTestId('nav-import-data').first().click();
  await expect(page).toHaveURL(/\/import-data\/prospects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Data import' })).toBeVisible();
  await noSeriousViolations(page);

  await page.getByTestId('import-file').setInputFiles({ name: 'expo-leads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // Outlook's header names are mapped for the seller.
  await expect(page.getByRole('combobox', { name: 'Field for the column E-mail Address' })).toHaveValue('email');
  await expect(page.getByTestId('import-preview').getByRole('row')).toHaveCount(4);
  await noSeriousViolations(page);
  await page.getByTestId('import-validate').click();

  await expect(page.getByTestId('import-count-valid')).toHaveText('2');
  await expect(page.getByTestId('import-count-invalid')).toHaveText('1');
  await expect(page.getByTestId('import-errors')).toContainText('Invalid email format.');
  await noSeriousViolations(page);
  await expect(page.getByTestId('import-run')).toBeDisabled();
  await page.getByTestId('import-skip-invalid').check();
  await page.getByTestId('import-run').click();

  const summary = page.getByTestId('import-summary');
  await expect(summary).toContainText('2 records imported into Prospects');
  await expect(page.getByTestId('import-summary-skipped')).toHaveText('1');
  await noSeriousViolations(page);

  const listed = (await (await page.request.get(`/api/prospects?q=Import${tag}`)).json()) as { items: { name: string; status: string }[] };
  expect(listed.items.map((p) => `${p.name} ${p.status}`).sort()).toEqual([`Ines Import${tag} interested`, `Tomas Import${tag} warm_prospect`]);
});
