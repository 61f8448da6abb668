import type { Language, OrderStatus, PaymentStatus, PaymentType } from '@gps/codes';

/** The words of the orders' export (finance): its name, headers and the code sets' names. */
export interface PlanOrdersTexts {
  name: string;
  /** The file name's part when the period is open at an end. */
  open: string;
  columns: {
    orderNumber: string;
    placedAt: string;
    capturedAt: string;
    fleetId: string;
    devices: string;
    itemName: string;
    paymentType: string;
    orderStatus: string;
    paymentStatus: string;
    subtotal: string;
    discount: string;
    amount: string;
    refunded: string;
    invoiceNumber: string;
    invoiceVoided: string;
    tradeNo: string;
  };
  yes: string;
  paymentTypes: Readonly<Record<PaymentType, string>>;
  orderStatuses: Readonly<Record<OrderStatus, string>>;
  paymentStatuses: Readonly<Record<PaymentStatus, string>>;
}

export const PLAN_ORDERS_TEXTS: Readonly<Record<Language, PlanOrdersTexts>> = {
  'zh-TW': {
    name: '訂單',
    open: '不限',
    columns: {
      orderNumber: '訂單編號',
      placedAt: '下單時間',
      capturedAt: '請款時間',
      fleetId: '車隊',
      devices: '設備',
      itemName: '品項',
      paymentType: '付款方式',
      orderStatus: '訂單狀態',
      paymentStatus: '付款狀態',
      subtotal: '小計',
      discount: '折扣',
      amount: '金額',
      refunded: '退款金額',
      invoiceNumber: '發票號碼',
      invoiceVoided: '發票作廢',
      tradeNo: '交易編號',
    },
    yes: '是',
    paymentTypes: { 1: '信用卡', 2: '手動儲值', 3: '超商代碼' },
    orderStatuses: {
      1: '等待付款',
      2: '已付款，處理中',
      3: '已完成',
      4: '付款失敗，已關閉',
      5: '申請取消中',
      6: '退貨中',
      7: '退貨完成',
      8: '退款中',
      9: '退款完成',
      10: '退票處理中',
      11: '已取消',
    },
    paymentStatuses: {
      1: '未付款',
      2: '已授權',
      3: '授權失敗',
      4: '授權取消',
      5: '請款申請中',
      6: '請款處理中',
      7: '已請款',
      8: '退款申請中',
      9: '退款處理中',
      10: '已退款',
    },
  },
  'en-US': {
    name: 'Orders',
    open: 'any',
    columns: {
      orderNumber: 'Order number',
      placedAt: 'Placed',
      capturedAt: 'Captured',
      fleetId: 'Fleet',
      devices: 'Devices',
      itemName: 'Item',
      paymentType: 'Payment type',
      orderStatus: 'Order status',
      paymentStatus: 'Payment status',
      subtotal: 'Subtotal',
      discount: 'Discount',
      amount: 'Amount',
      refunded: 'Refunded',
      invoiceNumber: 'Invoice number',
      invoiceVoided: 'Invoice voided',
      tradeNo: 'Trade number',
    },
    yes: 'Yes',
    paymentTypes: { 1: 'Credit card', 2: 'Manual top-up', 3: 'Convenience store' },
    orderStatuses: {
      1: 'Waiting for payment',
      2: 'Paid, delivering',
      3: 'Completed',
      4: 'Payment failed, closed',
      5: 'Cancellation requested',
      6: 'Returning goods',
      7: 'Return complete',
      8: 'Refund in progress',
      9: 'Refund complete',
      10: 'Ticket return in progress',
      11: 'Cancelled',
    },
    paymentStatuses: {
      1: 'Unpaid',
      2: 'Authorised',
      3: 'Authorisation failed',
      4: 'Authorisation cancelled',
      5: 'Capture requested',
      6: 'Capture processing',
      7: 'Captured',
      8: 'Refund requested',
      9: 'Refund processing',
      10: 'Refunded',
    },
  },
};
