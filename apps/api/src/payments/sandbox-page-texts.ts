import type { CheckoutLanguage, SandboxChoice } from '@gps/payments';

/** The sandbox page's words, in both languages: a zh-TW customer never sees English. */
export interface SandboxPageTexts {
  title: string;
  notice: string;
  order: string;
  item: string;
  amount: string;
  choices: Record<SandboxChoice, string>;
  paymentCode: string;
  payBy: string;
  storeHint: string;
  back: string;
  invalid: string;
  notifyFailed: string;
}

export const SANDBOX_PAGE_TEXTS: Record<CheckoutLanguage, SandboxPageTexts> = {
  'zh-TW': {
    title: '模擬付款',
    notice: '這是平台內建的模擬金流，不會真的扣款。',
    order: '訂單編號',
    item: '商品',
    amount: '金額',
    choices: {
      card: '信用卡付款',
      declined: '信用卡授權失敗',
      cancel: '取消付款',
      store: '取得超商繳費代碼',
      'store-paid': '已於超商繳費',
    },
    paymentCode: '超商繳費代碼',
    payBy: '繳費期限',
    storeHint: '請於期限內至超商繳費；繳費後按下「已於超商繳費」。',
    back: '返回商店',
    invalid: '付款連結無效或已被修改。',
    notifyFailed: '無法通知商店付款結果，請稍後再試。',
  },
  'en-US': {
    title: 'Sandbox payment',
    notice: 'This is the platform’s built-in sandbox provider: no money moves.',
    order: 'Order number',
    item: 'Item',
    amount: 'Amount',
    choices: {
      card: 'Pay by card',
      declined: 'Card declined',
      cancel: 'Cancel payment',
      store: 'Get a convenience store code',
      'store-paid': 'Paid at the store',
    },
    paymentCode: 'Convenience store payment code',
    payBy: 'Pay by',
    storeHint: 'Pay at a convenience store before the deadline, then press “Paid at the store”.',
    back: 'Back to the shop',
    invalid: 'This payment link is not valid or was changed.',
    notifyFailed: 'The shop could not be told the payment’s outcome. Please try again later.',
  },
};
