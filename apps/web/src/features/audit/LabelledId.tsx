import { Typography } from 'antd';
import type { Labelled } from './auditLabels';

/** An identifier of the log with the reader's word for it, the identifier small beside it. */
export function LabelledId({ value }: { value: Labelled }) {
  if (!value.label) return <code className="audit-id">{value.id}</code>;
  return (
    <span className="audit-labelled">
      {value.label}
      <Typography.Text type="secondary" className="audit-id">
        {value.id}
      </Typography.Text>
    </span>
  );
}
