import { Input } from 'antd';
import type { ReactNode } from 'react';

/** Keyword search on the left, actions on the right. */
export function SearchToolbar({
  placeholder,
  onSearch,
  actions,
  children,
}: {
  placeholder: string;
  onSearch: (keyword: string) => void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="toolbar">
      <div className="toolbar__left">
        <Input.Search
          allowClear
          placeholder={placeholder}
          onSearch={(value) => onSearch(value.trim())}
          className="toolbar__search"
          data-testid="search"
        />
        {children}
      </div>
      {actions && <div className="toolbar__right">{actions}</div>}
    </div>
  );
}
