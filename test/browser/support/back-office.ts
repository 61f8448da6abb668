import type { Page } from 'playwright-core';
import { text, zh } from './browser';

/** Opens a back-office tab by its label's key and waits for its page. */
export async function openAdminTab(page: Page, labelKey: string, testId: string): Promise<void> {
  await page
    .getByTestId('top-tabs')
    .getByRole('menuitem', { name: text(zh(labelKey)) })
    .click();
  await page.getByTestId(testId).waitFor();
}
