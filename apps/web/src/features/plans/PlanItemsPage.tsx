import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { App, Button, Form, Segmented, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFunction, PLAN_LETTERS } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import {
  AddPlanItemDocument,
  DeletePlanItemDocument,
  EditPlanItemDocument,
  PlanItemsDocument,
  PlansDocument,
  type PlanItemFieldsFragment,
} from '../../gql/graphql';
import { useSafeMutation } from '../../shared/api/useSafeMutation';
import { ListPage } from '../../shared/back-office/ListPage';
import { useAdminRights } from '../../shared/back-office/useAdminRights';
import { useListQuery } from '../../shared/back-office/useListQuery';
import { orDash } from '../../shared/format';
import { useConfirm } from '../../shared/ui/useConfirm';
import { PlanItemDialog } from './PlanItemDialog';
import { NEW_PLAN_ITEM, formValuesOf, type PlanItemFormValues } from './planItemForm';

type Dialog = { mode: 'add' } | { mode: 'edit'; id: string; values: PlanItemFormValues };

const FIRST_PLAN = 1;

/** Whole NT$, with thousands separators. */
const ntd = (amount: number) => `NT$${amount.toLocaleString('en-US')}`;

/**
 * Service plan items (the VIP plan section's servicePlan, rights of function 6 PLAN): one plan at a
 * time (A to J, each with its item count), its items 50 a page, added, edited and deleted in dialogs.
 */
export function PlanItemsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { canAdd, canEdit, canDelete } = useAdminRights(AdminFunction.PLAN);
  const [planId, setPlanId] = useState(FIRST_PLAN);
  const plans = useQuery(PlansDocument);
  const list = useListQuery(PlanItemsDocument, {
    pageSize: PAGE_SIZES.servicePlans,
    variables: (paging) => ({ pageIndex: paging.pageIndex, pageRows: paging.pageRows, filter: { planId } }),
    rows: (data) => data.planItems,
  });
  const [form] = Form.useForm<PlanItemFormValues>();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [add, adding] = useSafeMutation(AddPlanItemDocument, { form });
  const [edit, editing] = useSafeMutation(EditPlanItemDocument, { form });
  const [remove] = useSafeMutation(DeletePlanItemDocument);

  const changed = () => {
    list.refetch();
    void plans.refetch();
  };

  const save = async (values: PlanItemFormValues) => {
    const saved =
      dialog?.mode === 'edit'
        ? await edit({ input: { id: dialog.id, ...values } })
        : await add({ input: { planId, ...values } });
    if (saved) {
      message.success(t('common.saved'));
      setDialog(null);
      changed();
    }
  };

  const del = async (item: PlanItemFieldsFragment) => {
    const ok = await confirm({
      title: t('plans.deleteTitle'),
      content: t('plans.deleteText', { name: item.name }),
      okText: t('common.delete'),
      danger: true,
    });
    if (ok && (await remove({ id: item.id }))) {
      message.success(t('common.deleted'));
      changed();
    }
  };

  const counts = new Map((plans.data?.plans.rows ?? []).map((p) => [p.planId, p.itemCount]));

  return (
    <ListPage<PlanItemFieldsFragment>
      testId="plan-items-page"
      title={t('service.plan')}
      description={
        <>
          {t('plans.itemsDescription')}
          <div className="plan-items__plans">
            <Segmented
              data-testid="plan-tabs"
              value={planId}
              onChange={(value) => setPlanId(Number(value))}
              options={PLAN_LETTERS.map((letter, index) => ({
                value: index + 1,
                label: `${letter} (${counts.get(index + 1) ?? 0})`,
              }))}
            />
          </div>
        </>
      }
      headerExtra={
        canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add' })}>
            {t('plans.addItem', { letter: PLAN_LETTERS[planId - 1] })}
          </Button>
        )
      }
      table={{
        rowKey: 'id',
        loading: list.loading,
        dataSource: list.rows,
        pagination: list.pagination,
        columns: [
          { title: t('plans.fields.name'), dataIndex: 'name' },
          { title: t('plans.fields.price'), dataIndex: 'price', align: 'right', render: ntd },
          {
            title: t('plans.fields.extendDays'),
            dataIndex: 'extendDays',
            align: 'right',
            render: (days: number) => t('plans.days', { count: days }),
          },
          {
            title: t('plans.overtime'),
            key: 'overtime',
            render: (_, r) => t('plans.overtimeRule', { days: r.overtimeDays, price: ntd(r.overtimePrice) }),
          },
          {
            title: t('plans.fields.activeStatus'),
            dataIndex: 'activeStatus',
            width: 100,
            render: (v: number) => <Tag color={v === 1 ? 'green' : undefined}>{t(`plans.active.${v}`)}</Tag>,
          },
          { title: t('plans.fields.description'), dataIndex: 'description', ellipsis: true, render: orDash },
          {
            title: '',
            key: 'actions',
            width: 200,
            render: (_, r) => (
              <Space size={0}>
                {canEdit && (
                  <Button
                    type="link"
                    icon={<EditOutlined />}
                    onClick={() => setDialog({ mode: 'edit', id: r.id, values: formValuesOf(r) })}
                  >
                    {t('common.edit')}
                  </Button>
                )}
                {canDelete && (
                  <Button type="link" danger icon={<DeleteOutlined />} onClick={() => void del(r)}>
                    {t('common.delete')}
                  </Button>
                )}
              </Space>
            ),
          },
        ],
      }}
    >
      {dialog && (
        <PlanItemDialog
          title={
            dialog.mode === 'edit'
              ? t('plans.editItem')
              : t('plans.addItem', { letter: PLAN_LETTERS[planId - 1] })
          }
          initialValues={dialog.mode === 'edit' ? dialog.values : NEW_PLAN_ITEM}
          saving={adding || editing}
          onSave={(values) => void save(values)}
          onClose={() => setDialog(null)}
          form={form}
        />
      )}
    </ListPage>
  );
}
