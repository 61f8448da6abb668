import { Checkbox, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { FUNCTION_IDS, RIGHT_FLAGS, isGrantable, toggle, toggleColumn, type Grid } from './rightsGrid';

/**
 * The 13 x 4 checkbox grid: functions by add / edit / delete / view, with a toggle per column.
 * Cells outside `grantable` (the rights the signed-in administrator holds) are disabled: nobody may
 * give a group a right they do not hold.
 */
export function RightsGrid({
  value,
  onChange,
  grantable,
}: {
  value: Grid;
  onChange: (grid: Grid) => void;
  grantable?: Grid;
}) {
  const { t } = useTranslation();
  const columnState = (index: number) => {
    const on = FUNCTION_IDS.filter((id) => value[id]?.charAt(index) === '1').length;
    const open = FUNCTION_IDS.some((id) => isGrantable(grantable, id, index));
    return {
      checked: on === FUNCTION_IDS.length,
      indeterminate: on > 0 && on < FUNCTION_IDS.length,
      disabled: !open,
    };
  };
  return (
    <Table
      className="rights-grid"
      size="small"
      bordered
      pagination={false}
      rowKey={(id) => id}
      dataSource={[...FUNCTION_IDS]}
      columns={[
        {
          title: t('permissions.function'),
          key: 'fn',
          render: (_: unknown, id: number) => t(`functions.${id}`),
        },
        ...RIGHT_FLAGS.map((flag, index) => {
          const state = columnState(index);
          return {
            title: (
              <Checkbox
                checked={state.checked}
                indeterminate={state.indeterminate}
                disabled={state.disabled}
                onChange={(e) => onChange(toggleColumn(value, index, e.target.checked, grantable))}
              >
                {t(`permissions.flags.${flag}`)}
              </Checkbox>
            ),
            key: flag,
            align: 'center' as const,
            width: 110,
            render: (_: unknown, id: number) => (
              <Checkbox
                aria-label={`${t(`functions.${id}`)} ${t(`permissions.flags.${flag}`)}`}
                checked={value[id]?.charAt(index) === '1'}
                disabled={!isGrantable(grantable, id, index)}
                onChange={(e) => onChange(toggle(value, id, index, e.target.checked))}
              />
            ),
          };
        }),
      ]}
    />
  );
}
