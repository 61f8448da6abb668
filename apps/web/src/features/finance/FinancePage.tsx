import { ArrowRightOutlined } from '@ant-design/icons';
import { Button, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../shared/ui/PageHeader';
import { FinanceOrders } from './FinanceOrders';
import { ReconciliationTab } from './ReconciliationTab';

/** /admin/finance (function 10): the orders with totals, refunds, voiding and exports; the reconciliation. */
export function FinancePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="finance-page">
      <PageHeader
        title={t('admin.tabs.finance')}
        extra={
          <Link to="/admin/manualModifyRecord">
            <Button icon={<ArrowRightOutlined />}>{t('admin.manualModifyRecord')}</Button>
          </Link>
        }
      />
      <Card variant="borderless" className="content-card">
        <Tabs
          items={[
            { key: 'orders', label: t('finance.tabs.orders'), children: <FinanceOrders /> },
            {
              key: 'reconciliation',
              label: t('finance.tabs.reconciliation'),
              children: <ReconciliationTab />,
            },
          ]}
        />
      </Card>
    </div>
  );
}
