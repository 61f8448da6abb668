import { Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { FleetOptionsDocument } from '../../gql/graphql';

/** How many fleets the search offers at a time. */
const FLEET_OPTIONS = 50;
/** The option that stands for the whole platform (no fleet). */
const PLATFORM = '';

/** The back office's scope: the whole platform, or a fleet (any, sub-fleets too) searched by name. */
export function AdminScopePicker({
  fleetId,
  fleetName,
  onChange,
}: {
  fleetId: string | undefined;
  /** The chosen fleet's name, from the answer (shown before the search has found it). */
  fleetName: string | undefined;
  onChange: (fleetId: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useQuery(FleetOptionsDocument, {
    variables: { keyword: keyword || undefined, pageRows: FLEET_OPTIONS },
    context: { logOnly: true },
  });
  const fleets = (options.data?.fleets.rows ?? []).map((f) => ({
    value: f.id,
    label: `${f.alias || f.account} (${f.account})${f.parentFleetId ? ` · ${t('fleet.subFleet')}` : ''}`,
  }));
  const chosenListed = !fleetId || fleets.some((f) => f.value === fleetId);
  return (
    <div className="statistics-scope" data-testid="statistics-scope-picker">
      <Typography.Text type="secondary">{t('statistics.scope.label')}</Typography.Text>
      <Select
        className="statistics-scope__select"
        aria-label={t('statistics.scope.label')}
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        value={fleetId ?? PLATFORM}
        loading={options.loading}
        onChange={(value: string) => onChange(value === PLATFORM ? undefined : value)}
        notFoundContent={t('common.noDataSearchAgain')}
        options={[
          { value: PLATFORM, label: t('statistics.scope.platform') },
          ...(chosenListed ? [] : [{ value: fleetId, label: fleetName ?? fleetId }]),
          ...fleets,
        ]}
      />
    </div>
  );
}
