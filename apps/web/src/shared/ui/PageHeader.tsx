import type { ReactNode } from 'react';
import { Typography } from 'antd';

/** Page title row: title (and optional description) on the left, actions on the right. */
export function PageHeader({
  title,
  description,
  extra,
  back,
}: {
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  back?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div className="page-header__main">
        {back}
        <div>
          <Typography.Title level={4} className="page-header__title">
            {title}
          </Typography.Title>
          {description && <Typography.Text type="secondary">{description}</Typography.Text>}
        </div>
      </div>
      {extra && <div className="page-header__extra">{extra}</div>}
    </div>
  );
}
