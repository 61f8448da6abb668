import { formatTaipeiTime, type CheckoutLanguage, type SandboxChoice } from '@gps/payments';
import { SANDBOX_PAGE_TEXTS, type SandboxPageTexts } from './sandbox-page-texts';

/** The sandbox page's markup: plain server-rendered HTML, its style inline, no script, no other origin. */

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{padding:0 12px;font-family:system-ui,"Noto Sans TC","PingFang TC","Microsoft JhengHei",sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:420px;margin:24px auto;padding:24px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:20px;margin:0 0 8px}p.notice{color:#8c6d1f;background:#fffbe6;border:1px solid #ffe58f;padding:8px;border-radius:4px;font-size:14px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;align-items:baseline}dt{color:#666}dd{margin:0;overflow-wrap:anywhere}
form{margin:8px 0}button{width:100%;padding:10px;font-size:16px;border-radius:4px;border:1px solid #d9d9d9;background:#fff;cursor:pointer}
button.primary{background:#1677ff;border-color:#1677ff;color:#fff}.code-box{text-align:center;background:#fafafa;border:1px solid #f0f0f0;border-radius:4px;padding:12px;margin:12px 0}
.code-box p{margin:4px 0}.code{font-size:26px;letter-spacing:2px;font-weight:600}a{color:#1677ff}
@media (max-width:480px){main{padding:16px}}`;

function page(lang: CheckoutLanguage, texts: SandboxPageTexts, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(texts.title)}</title>
<style>${STYLE}</style></head><body><main><h1>${escape(texts.title)}</h1>
<p class="notice">${escape(texts.notice)}</p>${body}</main></body></html>`;
}

export interface OrderSummary {
  orderNumber: string;
  itemName: string;
  amount: number;
}

function summary(texts: SandboxPageTexts, order: OrderSummary): string {
  return `<dl><dt>${escape(texts.order)}</dt><dd>${escape(order.orderNumber)}</dd>
<dt>${escape(texts.item)}</dt><dd>${escape(order.itemName)}</dd>
<dt>${escape(texts.amount)}</dt><dd>NT$ ${order.amount.toLocaleString('en-US')}</dd></dl>`;
}

/** One button per choice, each a form that posts the signed checkout back with the choice. */
function choiceForms(
  texts: SandboxPageTexts,
  action: string,
  fields: Record<string, string>,
  choices: readonly SandboxChoice[],
): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return choices
    .map(
      (choice, index) =>
        `<form method="post" action="${escape(action)}">${hidden}<button type="submit" name="choice" value="${choice}"${
          index === 0 ? ' class="primary"' : ''
        }>${escape(texts.choices[choice])}</button></form>`,
    )
    .join('');
}

export function checkoutPage(
  lang: CheckoutLanguage,
  order: OrderSummary,
  action: string,
  fields: Record<string, string>,
  choices: readonly SandboxChoice[],
): string {
  const texts = SANDBOX_PAGE_TEXTS[lang];
  return page(lang, texts, summary(texts, order) + choiceForms(texts, action, fields, choices));
}

/** `yyyy/MM/dd HH:mm` of ECPay's `yyyy/MM/dd HH:mm:ss`. */
const MINUTES_LENGTH = 16;

export interface StoreCode {
  paymentCode: string;
  codeExpiresAt: number;
  returnUrl: string;
}

/** After a store code is issued: the code, its deadline, "paid at the store" and a way back. */
export function storeCodePage(
  lang: CheckoutLanguage,
  order: OrderSummary,
  code: StoreCode,
  action: string,
  fields: Record<string, string>,
): string {
  const texts = SANDBOX_PAGE_TEXTS[lang];
  // To the minute: the seconds of a week-long deadline tell the customer nothing.
  const deadline = formatTaipeiTime(code.codeExpiresAt).slice(0, MINUTES_LENGTH);
  return page(
    lang,
    texts,
    `${summary(texts, order)}<div class="code-box"><p>${escape(texts.paymentCode)}</p>
<p class="code">${escape(code.paymentCode)}</p><p>${escape(texts.payBy)} ${escape(deadline)}</p></div><p>${escape(texts.storeHint)}</p>
${choiceForms(texts, action, fields, ['store-paid'])}<p><a href="${escape(code.returnUrl)}">${escape(texts.back)}</a></p>`,
  );
}

/** A page that says what went wrong, in the customer's language. */
export function messagePage(
  lang: CheckoutLanguage,
  message: keyof Pick<SandboxPageTexts, 'invalid' | 'notifyFailed'>,
): string {
  const texts = SANDBOX_PAGE_TEXTS[lang];
  return page(lang, texts, `<p>${escape(texts[message])}</p>`);
}
