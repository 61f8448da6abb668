import { OrderStatus } from '@gps/codes';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** What the customer should read from an order's state at a glance: done, open, or closed unpaid. */
const ORDER_COLORS: Partial<Record<number, string>> = {
  [OrderStatus.WAITING_FOR_PAYMENT]: 'gold',
  [OrderStatus.PAID_DELIVERING]: 'blue',
  [OrderStatus.COMPLETED]: 'green',
  [OrderStatus.PAYMENT_FAILED_CLOSED]: 'red',
  [OrderStatus.REFUND_IN_PROGRESS]: 'purple',
  [OrderStatus.REFUND_COMPLETE]: 'purple',
  [OrderStatus.CANCELLED]: 'default',
};

/** The spec's order status (1 to 11) as a coloured tag. */
export function OrderStatusTag({ code }: { code: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={ORDER_COLORS[code] ?? 'default'} data-testid="order-status">
      {t(`renewal.orderStatus.${code}`)}
    </Tag>
  );
}
