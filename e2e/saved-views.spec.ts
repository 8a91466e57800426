import { expect, test } from '@playwright/test';
import { readAnnouncements, registerAndSignIn } from './fixtures';

/**
 * Saved views on the tasks list: a filter and a view mode saved under a name (required, unique),
 * brought back after the list was cleared, renamed and deleted.
 */
test('saves, loads, renames and deletes a view of the tasks list', async ({ page, request }) => {
  await registerAndSignIn(page, request);
  await readAnnouncements(page);
  await page.goto('/tasks');
  const trigger = page.getByTestId('saved-views-trigger');
  const menu = page.getByTestId('saved-views-menu');
  const dialog = page.getByTestId('saved-view-dialog');

  await page.getByTestId('task-filter-status').selectOption('overdue');
  await page.getByTestId('tasks-view-kanban').click();
  await expect(page).toHaveURL(/status=overdue/);
  await expect(page).toHaveURL(/view=kanban/);

  await trigger.click();
  await expect(menu.getByTestId('saved-views-empty')).toBeVisible();
  await menu.getByTestId('saved-view-save').click();
  await dialog.getByTestId('saved-view-submit').click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await dialog.getByTestId('saved-view-name').fill('Overdue board');
  await dialog.getByTestId('saved-view-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('View “Overdue board” saved')).toBeVisible();
  await expect(page.getByTestId('saved-views-active')).toHaveText('Overdue board');

  // Another list state: no filter, the list view.
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await page.getByTestId('tasks-view-list').click();
  await expect(page).not.toHaveURL(/status=|view=/);
  await expect(page.getByTestId('saved-views-active')).toHaveCount(0);

  await trigger.click();
  await menu.getByRole('button', { name: 'Overdue board', exact: true }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/status=overdue/);
  await expect(page).toHaveURL(/view=kanban/);
  await expect(page.getByTestId('task-filter-status')).toHaveValue('overdue');
  await expect(page.getByTestId('tasks-view-kanban')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('saved-views-active')).toHaveText('Overdue board');

  // The same name in another case is taken.
  await trigger.click();
  await expect(menu.getByRole('button', { name: 'Overdue board', exact: true })).toHaveAttribute('aria-current', 'true');
  await menu.getByTestId('saved-view-save').click();
  await dialog.getByTestId('saved-view-name').fill('overdue BOARD');
  await dialog.getByTestId('saved-view-submit').click();
  await expect(dialog.getByText('A view with this name already exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await trigger.click();
  await menu.getByRole('button', { name: 'Rename view Overdue board' }).click();
  await expect(dialog.getByTestId('saved-view-name')).toHaveValue('Overdue board');
  await dialog.getByTestId('saved-view-name').fill('Late on the board');
  await dialog.getByTestId('saved-view-name').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('saved-views-active')).toHaveText('Late on the board');

  await page.reload();
  await expect(page.getByTestId('saved-views-active')).toHaveText('Late on the board');
  await trigger.click();
  await menu.getByRole('button', { name: 'Delete view Late on the board' }).click();
  await page.getByTestId('confirm-action').click();
  await expect(page.getByText('View “Late on the board” deleted')).toBeVisible();
  await expect(page.getByTestId('saved-views-active')).toHaveCount(0);
  await trigger.click();
  await expect(menu.getByTestId('saved-views-empty')).toBeVisible();
  // The filters stay: only the view is gone.
  await expect(page).toHaveURL(/status=overdue/);
});
