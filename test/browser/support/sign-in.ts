import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD } from '../../support/app-harness';
import { text, zh } from './browser';

/**
 * Signs in to the back office through its page (/admin/login) and waits for its tabs; the first
 * administrator unless another account is given.
 */
export async function signInAsAdmin(page: Page, account = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  const form = page.getByTestId('admin-login');
  await form.getByLabel(zh('login.account')).fill(account);
  await form.getByLabel(zh('login.password')).fill(password);
  await form.getByRole('button', { name: text(zh('login.submit')) }).click();
  await page.getByTestId('top-tabs').waitFor();
}

/**
 * Fills in the customer sign-in form of the page at `/` and submits it; `t` is the interface's
 * language. What follows (the monitor, or an error) is the caller's to wait for.
 */
export async function signInAsClient(page: Page, account: string, password: string, t = zh): Promise<void> {
  const form = page.getByTestId('client-login');
  await form.getByRole('textbox', { name: t('login.account') }).fill(account);
  await form.getByLabel(t('login.password')).fill(password);
  await form.getByRole('button', { name: text(t('login.submit')) }).click();
}
