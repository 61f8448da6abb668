import type { Browser } from 'playwright-core';
import type { TestApp } from '../../support/app-harness';
import { runningTestFailed } from '../../support/test-outcome';
import { launchBrowser, openTab, startAppWithWeb, type Tab } from './browser';
import { describePage } from './page-report';

/** Starting the app and Chromium together, on two shared cores, the first time a file needs them. */
const START_TIMEOUT_MS = 60_000;

/** What a browser test works with; each is there once the hooks of `useBrowserApp` have run. */
export interface BrowserApp {
  /** The whole platform in this process, serving the built web app (one per file). */
  readonly app: TestApp;
  readonly browser: Browser;
  /** The running test's own tab: a fresh context (no cookies, no storage), closed after the test. */
  readonly tab: Tab;
}

/**
 * Registers the hooks every browser test file needs: the app with the web build (`env` adds
 * configuration, e.g. `{ GATEWAY: 'inline' }`) and the browser started before all tests and closed
 * after them; a tab opened before each test and closed after it, and the test failed if its tab
 * saw any page error or Content-Security-Policy violation (a journey must end with none). A test
 * that failed is told what its page showed when it did (`describePage`).
 * Call it first in the file: the file's own hooks run after these, afterEach hooks included.
 */
export function useBrowserApp(env: Record<string, string> = {}): BrowserApp {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  let tab: Tab | undefined;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startAppWithWeb(env), launchBrowser()]);
  }, START_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  beforeEach(async () => {
    tab = await openTab(ready(browser, 'browser'), ready(app, 'app'));
  });

  afterEach(async () => {
    if (!tab) return;
    // A failed step's message says what it awaited; what the page showed instead is added here.
    const report = runningTestFailed() ? await describePage(tab.page) : undefined;
    const errors = tab.pageErrors;
    await tab.context.close();
    tab = undefined;
    if (report !== undefined)
      throw new Error([report, ...errors.map((e) => `- page error: ${e}`)].join('\n'));
    expect(errors).toEqual([]);
  });

  return {
    get app() {
      return ready(app, 'app');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    get tab() {
      return ready(tab, 'tab');
    },
  };
}

function ready<T>(value: T | undefined, what: string): T {
  if (value === undefined)
    throw new Error(`the browser test's ${what} is not there outside its hooks and tests`);
  return value;
}
