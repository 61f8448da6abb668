import { Select, type SelectProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiverOptions } from './useReceiverOptions';

/** A labelled choice: the picker keeps the labels of the chosen while the search moves on. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * Fleets or devices searched by keyword on the server, one or several chosen (labelInValue, so a
 * chosen fleet keeps its name rather than showing its id once a new search leaves it out).
 */
export function ReceiverPicker({
  type,
  active = true,
  ...select
}: { type: number | undefined; active?: boolean } & Omit<
  SelectProps<Choice | Choice[]>,
  'options' | 'showSearch' | 'loading' | 'labelInValue'
>) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { options, loading } = useReceiverOptions(type, keyword, active);
  return (
    <Select<Choice | Choice[]>
      {...select}
      labelInValue
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onBlur={() => setKeyword('')}
      loading={loading}
      notFoundContent={t('common.noDataSearchAgain')}
      options={options}
    />
  );
}
