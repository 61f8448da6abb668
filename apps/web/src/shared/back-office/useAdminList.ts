import type { TablePaginationConfig } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keyword and paging of a back-office list. `paging` and `keyword` are the query's variables
 * (an empty keyword is left out); `search` starts a new search on the first page; `pagination`
 * is the table's pager for the total the query answered: "N in total", the page sizes to choose
 * from when there is more than one, back to the first page when the size changes.
 */
export function useAdminList(pageSize: number | readonly number[]) {
  const { t } = useTranslation();
  const pageSizes = typeof pageSize === 'number' ? [pageSize] : pageSize;
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [pageRows, setPageRows] = useState(pageSizes[0]);

  const search = (k: string) => {
    setKeyword(k);
    setPage(0);
  };

  const pagination = (total: number | undefined): TablePaginationConfig => ({
    current: page + 1,
    pageSize: pageRows,
    total: total ?? 0,
    ...(pageSizes.length > 1 ? { pageSizeOptions: pageSizes.map(String) } : {}),
    showSizeChanger: pageSizes.length > 1,
    showTotal: (count) => t('common.total', { count }),
    onChange: (p, size) => {
      setPage(size !== pageRows ? 0 : p - 1);
      setPageRows(size);
    },
  });

  return {
    keyword: keyword || undefined,
    paging: { pageIndex: page, pageRows },
    search,
    pagination,
  };
}
