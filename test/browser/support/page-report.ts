import type { Page } from 'playwright-core';

/** Each piece of text kept whole up to this many characters: enough to read a dialog, not a page. */
const TEXT_LIMIT = 800;

/** What the report lists, each visible one with its text. */
const PARTS = [
  ['dialog', '[role="dialog"]'],
  ['message', '.ant-message-notice'],
  ['notification', '.ant-notification-notice'],
  ['field error', '.ant-form-item-explain-error'],
] as const;

/** A page too busy to answer is not waited for longer: the report must not hold up the test's end. */
const READ_TIMEOUT_MS = 10_000;

/** The page's content when no dialog is open, the first of these found: what the user was looking at. */
const CONTENT = ['.app-content', '.auth-page', '#root'];

const clip = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > TEXT_LIMIT ? `${flat.slice(0, TEXT_LIMIT)}…` : flat || '(no text)';
};

/**
 * What a failed step left on screen, in words for the test's failure message: the page's address,
 * its open dialogs, messages and fields' errors (or, with no dialog open, its content). A timeout
 * says only what was awaited; this says what was there instead.
 */
export async function describePage(page: Page, readTimeoutMs = READ_TIMEOUT_MS): Promise<string> {
  if (page.isClosed()) return 'The page was closed.';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve(`The page at ${page.url()} did not answer within ${readTimeoutMs} ms.`),
      readTimeoutMs,
    );
  });
  try {
    return await Promise.race([read(page), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function read(page: Page): Promise<string> {
  try {
    const visible = async (selector: string) =>
      (await page.locator(selector).filter({ visible: true }).allInnerTexts()).map(clip);
    const seen: string[] = [];
    for (const [kind, selector] of PARTS) {
      for (const text of await visible(selector)) seen.push(`- ${kind}: ${text}`);
    }
    if (!seen.some((line) => line.startsWith('- dialog'))) {
      for (const selector of CONTENT) {
        const [content] = await visible(selector);
        if (content === undefined) continue;
        seen.unshift(`- content: ${content}`);
        break;
      }
    }
    if (seen.length === 0) seen.push('- nothing visible');
    return [`The page at ${page.url()} showed:`, ...seen].join('\n');
  } catch (error) {
    return `The page at ${page.url()} could not be read: ${(error as Error).message}`;
  }
}
