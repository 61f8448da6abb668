import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { SearchToolbar } from '../ui/SearchToolbar';
import type { AdminRights } from './useAdminRights';

/** A list page's keyword search, with the add button on the right when the function allows adding. */
export function CrudToolbar({
  rights,
  placeholder,
  onSearch,
  addLabel,
  onAdd,
}: {
  rights: AdminRights;
  placeholder: string;
  onSearch: (keyword: string) => void;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <SearchToolbar
      placeholder={placeholder}
      onSearch={onSearch}
      actions={
        rights.canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        )
      }
    />
  );
}
