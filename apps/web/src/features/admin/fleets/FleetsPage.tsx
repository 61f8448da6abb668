import { ApartmentOutlined, CarOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { AccountStatus, AdminFunction } from '@gps/codes';
import { PAGE_SIZES } from '@gps/contracts/constants';
import { CrudListPage } from '../../../shared/back-office/CrudListPage';
import { RowButton } from '../../../shared/back-office/RowActions';
import { formatMicros } from '../../../shared/format';
import { personalText } from '../../../shared/personal-data/erased';
import { DeleteFleetDocument, FleetsDocument, type FleetsQuery } from '../../../gql/graphql';
import { FleetDialog } from './FleetDialog';
import { PermissionTags } from './PermissionTags';

type Row = FleetsQuery['fleets']['rows'][number];

/** Fleets: list with search and paging 30/100; create / edit / delete; sub-fleets and devices pages. */
export function FleetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CrudListPage
      testId="fleets-page"
      functionId={AdminFunction.FLEET}
      title={t('admin.tabs.fleet')}
      description={t('fleets.description')}
      searchPlaceholder={t('fleets.searchPlaceholder')}
      addLabel={t('fleets.add')}
      query={FleetsDocument}
      pageSize={PAGE_SIZES.fleets}
      variables={({ keyword, ...paging }) => ({ ...paging, filter: { keyword, containSubFleets: false } })}
      rows={(data) => data.fleets}
      table={{ scroll: { x: 1200 } }}
      actions={{
        width: 170,
        fixed: 'right',
        gap: 2,
        extra: (row) => (
          <>
            <RowButton
              title={t('fleets.subFleets')}
              icon={<ApartmentOutlined />}
              onClick={() => navigate(`/admin/fleet/subFleet/${row.id}`)}
            />
            <RowButton
              title={t('fleets.devices')}
              icon={<CarOutlined />}
              onClick={() => navigate(`/admin/fleet/fleetDevices/${row.id}`)}
            />
          </>
        ),
      }}
      remove={{
        mutation: DeleteFleetDocument,
        confirm: (row) => ({
          title: t('fleets.deleteTitle'),
          content: t('fleets.deleteText', { name: row.alias || row.account }),
        }),
      }}
      dialog={({ row, ...dialog }) => <FleetDialog {...dialog} fleet={row} />}
      columns={[
        { title: t('fleet.fields.account'), dataIndex: 'account', width: 140, fixed: 'left' },
        { title: t('fleet.fields.alias'), dataIndex: 'alias' },
        {
          title: t('fleet.fields.contact'),
          dataIndex: 'contact',
          render: (v: string | null) => personalText(t, v),
        },
        {
          title: t('fleet.fields.phoneNumber'),
          dataIndex: 'phoneNumber',
          render: (v: string | null) => personalText(t, v),
        },
        {
          title: t('fleet.fields.numberOfDevices'),
          dataIndex: 'numberOfDevices',
          width: 90,
          align: 'right',
        },
        {
          title: t('fleet.fields.subFleets'),
          key: 'subFleets',
          width: 90,
          align: 'right',
          render: (_: unknown, row: Row) => row.subFleets.length,
        },
        {
          title: t('fleet.fields.permissions'),
          dataIndex: 'permissions',
          width: 260,
          render: (p: string) => <PermissionTags permissions={p} />,
        },
        {
          title: t('accounts.fields.status'),
          dataIndex: 'statusCode',
          width: 90,
          render: (code: number) => (
            <Tag color={code === AccountStatus.NORMAL ? 'green' : 'red'}>{t(`accounts.status.${code}`)}</Tag>
          ),
        },
        {
          title: t('fleet.fields.loginTimestamp'),
          dataIndex: 'loginTimestamp',
          width: 150,
          render: (v: number | null) => formatMicros(v),
        },
      ]}
    />
  );
}
