import { Card, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { PageHeader } from '../ui/PageHeader';
import { SearchToolbar } from '../ui/SearchToolbar';

/** The keyword search above a list, with the page's buttons on the right and a hint beside the box. */
export interface ListSearch {
  placeholder: string;
  onSearch: (keyword: string) => void;
  actions?: ReactNode;
  hint?: ReactNode;
}

/**
 * The frame every back-office list shares: the title row (back button, title, description, buttons),
 * a card with the keyword search and the table (antd's middle size unless the page says otherwise),
 * and the page's dialogs after it.
 */
export function ListPage<Row extends object>({
  testId,
  title,
  description,
  back,
  headerExtra,
  search,
  table,
  children,
}: {
  testId: string;
  title: ReactNode;
  description?: ReactNode;
  back?: ReactNode;
  headerExtra?: ReactNode;
  search?: ListSearch;
  table: TableProps<Row>;
  children?: ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <PageHeader back={back} title={title} description={description} extra={headerExtra} />
      <Card variant="borderless" className="content-card">
        {search && (
          <SearchToolbar placeholder={search.placeholder} onSearch={search.onSearch} actions={search.actions}>
            {search.hint}
          </SearchToolbar>
        )}
        <Table<Row> size="middle" {...table} />
      </Card>
      {children}
    </div>
  );
}
