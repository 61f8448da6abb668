import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@apollo/client/react';
import { FleetOptionsDocument } from '../../gql/graphql';

/** The fleets a picker offers at a time, searched by keyword on the server. */
const FLEET_OPTIONS = 50;

/** Narrows a page to a fleet (with its sub-fleets); cleared, the page shows every device. */
export function FleetPicker({ value, onChange }: { value?: string; onChange: (fleetId?: string) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const options = useQuery(FleetOptionsDocument, {
    variables: { keyword: keyword || undefined, pageRows: FLEET_OPTIONS },
    context: { logOnly: true },
  });
  return (
    <Select
      data-testid="fleet-picker"
      allowClear
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      style={{ minWidth: 240 }}
      value={value}
      onChange={(id?: string) => onChange(id)}
      loading={options.loading}
      placeholder={t('deviceStatus.allFleets')}
      notFoundContent={t('common.noData')}
      options={(options.data?.fleets.rows ?? []).map((f) => ({
        value: f.id,
        label: `${f.alias || f.account} (${f.account})${f.parentFleetId ? ` · ${t('fleet.subFleet')}` : ''}`,
      }))}
    />
  );
}
