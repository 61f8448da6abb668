import { DeleteOutlined, PlusOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import { AdminFunction, COUPON_STATUSES, CouponStatus } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { App, Button, Select, Space, Tag, Typography, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CouponsDocument,
  DeleteCouponDocument,
  EditCouponDocument,
  type CouponFieldsFragment,
} from '../../gql/graphql';
import { useSafeMutate } from '../../shared/api/useSafeMutation';
import { ListPage } from '../../shared/back-office/ListPage';
import { RowButton } from '../../shared/back-office/RowActions';
import { useAdminRights } from '../../shared/back-office/useAdminRights';
import { useListQuery } from '../../shared/back-office/useListQuery';
import { formatMicros, orDash } from '../../shared/format';
import { useConfirm } from '../../shared/ui/useConfirm';
import { STATUS_COLOURS } from './coupons';
import { IssueCouponsDialog } from './IssueCouponsDialog';

type Row = CouponFieldsFragment & { id: string };

/**
 * /admin/vipPlan/coupon (shown while the coupon setting is on): coupons 50 a page, newest batch
 * first, searched by number and filtered by status; issue a batch, mark one sent (or back), delete
 * an unused one; a used one shows the order and devices it was used on and when.
 */
export function CouponsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const rights = useAdminRights(AdminFunction.VIP_PLAN);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const [issuing, setIssuing] = useState(false);
  const [mutate] = useSafeMutate();
  const list = useListQuery(CouponsDocument, {
    pageSize: PAGE_SIZES.coupons,
    variables: ({ pageIndex, pageRows, keyword }) => ({ filter: { keyword, status }, pageIndex, pageRows }),
    rows: (data) => ({
      total: data.coupons.total,
      rows: data.coupons.rows.map((c) => ({ ...c, id: c.couponNumber })),
    }),
  });
  const money = (value: number) => `NT$ ${value.toLocaleString(i18n.language)}`;

  const mark = async (row: Row, next: CouponStatus) => {
    const vars = { couponNumber: row.couponNumber, discountFee: row.discountFee, status: next };
    if (await mutate(EditCouponDocument, vars)) {
      void message.success(t('common.saved'));
      list.refetch();
    }
  };
  const remove = async (row: Row) => {
    const ok = await confirm({
      title: t('coupons.deleteConfirm', { number: row.couponNumber }),
      content: t('coupons.deleteHint'),
      okText: t('common.delete'),
      danger: true,
    });
    if (ok && (await mutate(DeleteCouponDocument, { couponNumber: row.couponNumber }))) {
      void message.success(t('common.deleted'));
      list.refetch();
    }
  };

  const actions = (row: Row) => {
    if (row.status === CouponStatus.USED) return null;
    return (
      <Space size={4}>
        {rights.canEdit &&
          (row.status === CouponStatus.NOT_SENT ? (
            <RowButton
              title={t('coupons.markSent')}
              icon={<SendOutlined />}
              onClick={() => void mark(row, CouponStatus.SENT)}
            />
          ) : (
            <RowButton
              title={t('coupons.markNotSent')}
              icon={<UndoOutlined />}
              onClick={() => void mark(row, CouponStatus.NOT_SENT)}
            />
          ))}
        {rights.canDelete && (
          <RowButton
            title={t('common.delete')}
            icon={<DeleteOutlined />}
            danger
            onClick={() => void remove(row)}
          />
        )}
      </Space>
    );
  };

  const columns: TableColumnType<Row>[] = [
    {
      title: t('coupons.fields.couponNumber'),
      key: 'couponNumber',
      render: (_, r) => (
        <Typography.Text copyable className="coupon-number">
          {r.couponNumber}
        </Typography.Text>
      ),
    },
    {
      title: t('coupons.fields.discountFee'),
      key: 'discountFee',
      align: 'right',
      render: (_, r) => money(r.discountFee),
    },
    {
      title: t('coupons.fields.status'),
      key: 'status',
      render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{t(`coupons.status.${r.status}`)}</Tag>,
    },
    { title: t('coupons.fields.orderNumber'), key: 'orderNumber', render: (_, r) => orDash(r.orderNumber) },
    {
      title: t('coupons.fields.devices'),
      key: 'devices',
      render: (_, r) => orDash(r.deviceSerialNumbers.join(', ')),
    },
    { title: t('coupons.fields.usedAt'), key: 'usedAt', render: (_, r) => formatMicros(r.usedAt) },
    { title: t('coupons.fields.issuedAt'), key: 'issuedAt', render: (_, r) => formatMicros(r.issuedAt) },
    ...(rights.canEdit || rights.canDelete
      ? [{ title: t('common.actions'), key: 'actions', render: (_: unknown, r: Row) => actions(r) }]
      : []),
  ];

  return (
    <ListPage<Row>
      testId="coupons-page"
      title={t('service.coupon')}
      description={t('coupons.description')}
      search={{
        placeholder: t('coupons.searchPlaceholder'),
        onSearch: list.search,
        hint: (
          <Select
            allowClear
            placeholder={t('coupons.fields.status')}
            value={status}
            onChange={(value?: number) => {
              setStatus(value);
              list.search(list.keyword ?? '');
            }}
            options={COUPON_STATUSES.map((s) => ({ value: s, label: t(`coupons.status.${s}`) }))}
            style={{ minWidth: 140 }}
            data-testid="coupon-status-filter"
          />
        ),
        actions: rights.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setIssuing(true)}>
            {t('coupons.issue')}
          </Button>
        ),
      }}
      table={{
        rowKey: 'id',
        loading: list.loading,
        dataSource: list.rows,
        pagination: list.pagination,
        scroll: { x: 'max-content' },
        columns,
      }}
    >
      <IssueCouponsDialog open={issuing} onClose={() => setIssuing(false)} onIssued={list.refetch} />
    </ListPage>
  );
}
