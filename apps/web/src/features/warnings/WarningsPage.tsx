import { ReloadOutlined } from '@ant-design/icons';
import type { WarningKind } from '@gps/codes';
import { Alert, Button, Card, DatePicker, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarningFieldsFragment } from '../../gql/graphql';
import { toAppError } from '../../shared/api/errorMapping';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import { PageHeader } from '../../shared/ui/PageHeader';
import { usePhone } from '../../shared/ui/usePhone';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';
import { HandleWarningDialog } from './HandleWarningDialog';
import { WarningCards } from './WarningCards';
import { WarningsTable } from './WarningsTable';
import { useWarningList } from './useWarningList';
import { NO_FILTER, shownKinds, type HandledChoice, type WarningFilterState } from './warningFilters';

type Row = WarningFieldsFragment;

/**
 * /main/warning: the caller's warnings, newest first, 50 a page, for the vehicles ticked in the tree
 * (all of the account's when none is), narrowed by period, kind and handled state; new ones
 * arrive live (useWarningList); each can be marked handled with a note.
 */
export function WarningsPage() {
  const { t } = useTranslation();
  const { selectedDevices, devices, watchList } = useVehicles();
  const { flags } = useSystemSettings();
  const shown = useMemo(() => shownKinds(flags), [flags]);
  // Nothing ticked: the account's warnings, or in the customer console every watched device's.
  const scope = selectedDevices.length === 0 && watchList ? devices : selectedDevices;
  const serials = useMemo(() => scope.map((d) => d.deviceSerialNumber), [scope]);
  const [filters, setFilters] = useState<WarningFilterState>(NO_FILTER);
  // An empty watch list has no warnings to show (never everything an administrator may see).
  const list = useWarningList(filters, serials, shown, watchList && serials.length === 0);
  const [handling, setHandling] = useState<Row | null>(null);
  const phone = usePhone();
  const change = (next: Partial<WarningFilterState>) => setFilters((previous) => ({ ...previous, ...next }));
  const loadError = list.error ? toAppError(list.error) : null;

  return (
    <div data-testid="warnings-page">
      <PageHeader
        title={t('client.tabs.warning')}
        description={
          watchList && selectedDevices.length === 0
            ? t('warnings.scope.watched', { count: serials.length })
            : serials.length > 0
              ? t('warnings.scope.ticked', { count: serials.length })
              : t('warnings.scope.all')
        }
      />
      <Card variant="borderless" className="content-card">
        <div className="toolbar warnings-toolbar">
          <div className="toolbar__left">
            <DatePicker.RangePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              allowEmpty={[false, false]}
              placeholder={[t('warnings.filter.from'), t('warnings.filter.to')]}
              value={filters.period ? [dayjs(filters.period[0]), dayjs(filters.period[1])] : null}
              onChange={(range) =>
                change({
                  period: range?.[0] && range[1] ? [range[0].valueOf(), range[1].valueOf()] : null,
                })
              }
              data-testid="warnings-period"
            />
            <Select<WarningKind[]>
              mode="multiple"
              allowClear
              maxTagCount="responsive"
              className="warnings-toolbar__kinds"
              placeholder={t('warnings.filter.allKinds')}
              value={[...filters.kinds]}
              onChange={(kinds) => change({ kinds })}
              options={shown.map((kind) => ({ value: kind, label: t(`warningKinds.${kind}`) }))}
              optionFilterProp="label"
              data-testid="warnings-kinds"
            />
            <Select<HandledChoice>
              className="warnings-toolbar__handled"
              value={filters.handled}
              onChange={(handled) => change({ handled })}
              options={(['all', 'open', 'handled'] as const).map((value) => ({
                value,
                label: t(`warnings.filter.${value}`),
              }))}
              data-testid="warnings-handled"
            />
          </div>
          <div className="toolbar__right">
            <Typography.Text type="secondary">{t('common.total', { count: list.total })}</Typography.Text>
            <Button icon={<ReloadOutlined />} onClick={list.refresh}>
              {t('common.refresh')}
            </Button>
          </div>
        </div>
        {list.arrived > 0 && (
          <Alert
            className="warnings-arrived"
            type="info"
            showIcon
            title={t('warnings.arrived', { count: list.arrived })}
            action={
              <Button size="small" type="primary" onClick={list.showNewest}>
                {t('warnings.showNewest')}
              </Button>
            }
            data-testid="warnings-arrived"
          />
        )}
        {loadError && (
          <Alert
            type="error"
            showIcon
            title={t('warnings.loadFailed')}
            description={t(loadError.messageKey, loadError.messageParams)}
          />
        )}
        {phone ? (
          <WarningCards list={list} onHandle={setHandling} />
        ) : (
          <WarningsTable list={list} onHandle={setHandling} />
        )}
      </Card>
      <HandleWarningDialog warning={handling} onHandled={list.refresh} onClose={() => setHandling(null)} />
    </div>
  );
}
