import type { Circus } from '@jest/types';
import type { Browser, Page } from 'playwright-core';
import { outcomeAfter, runningTestFailed, TEST_FAILED } from '../support/test-outcome';
import { launchBrowser } from './support/browser';
import { describePage } from './support/page-report';

/**
 * A failed browser test is told what its page showed (test/browser/support/browser-app.ts): the
 * test environment keeps whether the running test failed, and `describePage` puts the page's
 * visible dialogs, messages and field errors (or its content) into words.
 */
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(() => browser.close());

const event = (name: string) => ({ name }) as Circus.Event;

describe('the running test’s outcome', () => {
  it('is fresh at each test’s start, failed at its function’s failure, unchanged by anything else', () => {
    expect(outcomeAfter(event('test_start'))).toBe(false);
    expect(outcomeAfter(event('test_fn_failure'))).toBe(true);
    expect(outcomeAfter(event('test_fn_success'))).toBeUndefined();
    expect(outcomeAfter(event('hook_start'))).toBeUndefined();
  });

  it('is kept on the test’s global by the test environment, and reads as not failed here', () => {
    expect(Object.getOwnPropertySymbols(globalThis)).toContain(TEST_FAILED);
    expect(runningTestFailed()).toBe(false);
  });
});

describe('describePage', () => {
  it('names the address and each visible dialog, message and field error, not the hidden ones', async () => {
    await page.setContent(`
      <div class="app-content">the page behind</div>
      <div role="dialog">Renew 2 devices   Subtotal NT$2,700</div>
      <div role="dialog" style="display:none">a closed dialog</div>
      <div class="ant-message-notice">Saved</div>
      <div class="ant-form-item-explain-error">Invalid coupon</div>`);
    const report = await describePage(page);
    expect(report.split('\n')).toEqual([
      'The page at about:blank showed:',
      '- dialog: Renew 2 devices Subtotal NT$2,700',
      '- message: Saved',
      '- field error: Invalid coupon',
    ]);
  });

  it('names the content when no dialog is open, cut short when long', async () => {
    await page.setContent(
      `<div id="root">the top bar <div class="app-content">${'x'.repeat(2000)}</div></div>`,
    );
    const [, content] = (await describePage(page)).split('\n');
    expect(content).toBe(`- content: ${'x'.repeat(800)}…`);
  });

  it('says so when nothing is visible', async () => {
    await page.setContent('<div style="display:none">hidden</div>');
    expect(await describePage(page)).toBe('The page at about:blank showed:\n- nothing visible');
  });

  it('gives up on a page too busy to answer, so the test’s end is not held up', async () => {
    const busy = await browser.newPage();
    void busy
      .evaluate(() => {
        for (;;);
      })
      .catch(() => undefined);
    expect(await describePage(busy, 500)).toBe('The page at about:blank did not answer within 500 ms.');
    await busy.close();
  });
});
