import { Spin } from 'antd';

/** What a page shows while its code loads: antd's spinner in the middle of the space it will fill. */
export function PageLoading() {
  return (
    <div className="page-loading" data-testid="page-loading">
      <Spin size="large" />
    </div>
  );
}
