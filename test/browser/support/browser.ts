import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import enUS from '../../../apps/web/src/shared/i18n/en-US.json';
import zhTW from '../../../apps/web/src/shared/i18n/zh-TW.json';
import { TestApp } from '../../support/app-harness';

/** Debian's chromium (apt package); a downloaded browser is never used. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const WEB_DIST = join(__dirname, '../../../apps/web/dist');
export const COOKIE = 'gps_session';

/** Generous per-step timeout: CI has two cores and the first page load compiles a big bundle. */
export const STEP = 30_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The whole platform in this process, serving the built web app at `/`; `env` adds configuration,
 * e.g. `{ GATEWAY: 'inline' }` for the device gateway (then `app.gatewayPorts`).
 */
export async function startAppWithWeb(env: Record<string, string> = {}): Promise<TestApp> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`no web bundle in ${WEB_DIST}: run \`npm run build -w apps/web\` first`);
  }
  return TestApp.start({ ...env, WEB_DIST });
}

type Messages = Record<string, unknown>;

function lookup(messages: Messages, key: string, params: Record<string, string | number> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);
  if (typeof value !== 'string') throw new Error(`no translation for ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The app's own translations, so tests find visible text without copying it. */
export const zh = (key: string, params?: Record<string, string | number>) => lookup(zhTW, key, params);
export const en = (key: string, params?: Record<string, string | number>) => lookup(enUS, key, params);

/**
 * A pattern for visible text that tolerates the whitespace antd puts between two CJK characters in
 * buttons ("登入" is rendered "登 入").
 */
export function text(value: string): RegExp {
  const escaped = [...value.trim()].map((ch) => ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(escaped.join('\\s*'));
}

export interface Tab {
  context: BrowserContext;
  page: Page;
  /**
   * Uncaught page errors, unhandled rejections, console errors and Content-Security-Policy
   * violations: a journey must end with none (a violation is something the app needed and the
   * server's policy refused).
   */
  pageErrors: string[];
}

/**
 * Console errors that say nothing about the app: a resource the browser could not load (map tiles
 * fail here on purpose, as there is no internet; a refused request is also reported by the app).
 */
const EXPECTED_CONSOLE_ERROR = /^Failed to load resource/;

/** Chromium's console line for whatever a Content-Security-Policy refuses ("Refused to load ..."). */
const CSP_REFUSAL = /^Refused to /;

/**
 * Reports every Content-Security-Policy violation of every page of `context` into `errors`: the
 * `securitypolicyviolation` event of each document, and Chromium's "Refused to ..." console lines
 * (which also come from workers).
 */
async function reportPolicyViolations(context: BrowserContext, errors: string[]): Promise<void> {
  await context.exposeBinding('__reportPolicyViolation', (_source, violation: string) => {
    errors.push(`CSP violation: ${violation}`);
  });
  await context.addInitScript(() => {
    const page = globalThis as any;
    page.document.addEventListener('securitypolicyviolation', (e: any) =>
      page.__reportPolicyViolation(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'}`),
    );
  });
  context.on('console', (message) => {
    if (CSP_REFUSAL.test(message.text())) errors.push(message.text());
  });
}

/** A fresh context (no cookies, no storage) and page on the running app. */
export async function openTab(browser: Browser, app: TestApp, language?: 'zh-TW' | 'en-US'): Promise<Tab> {
  const context = await browser.newContext({
    baseURL: app.server.url,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-TW',
  });
  if (language) {
    // Only the first page of the context starts in this language; a switch made in the page sticks.
    await context.addInitScript((lng: string) => {
      const storage = (globalThis as any).localStorage;
      if (!storage.getItem('gps.language')) storage.setItem('gps.language', lng);
    }, language);
  }
  context.setDefaultTimeout(STEP);
  context.setDefaultNavigationTimeout(STEP);
  // No internet here: map tiles would only wait for DNS; fail them at once.
  await context.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  const pageErrors: string[] = [];
  await reportPolicyViolations(context, pageErrors);
  const page = await context.newPage();
  // Uncaught errors and unhandled promise rejections (Chromium reports both as page errors), and
  // whatever the app writes to the console as an error: a journey must end with none.
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE_ERROR.test(message.text()))
      pageErrors.push(`console error: ${message.text()}`);
  });
  return { context, page, pageErrors };
}

/** The session cookie as the browser holds it, or undefined. */
export async function sessionCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies();
  return cookies.find((c) => c.name === COOKIE && c.value !== '')?.value;
}

/** Waits until `probe` returns true (polling, no fixed sleeps), failing after `timeout`. */
export async function eventually(
  probe: () => Promise<boolean>,
  what: string,
  timeout = STEP,
  interval = 100,
): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await probe()) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
