import { ArrowRightOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditChangeFieldsFragment } from '../../gql/graphql';
import { fieldLabel } from './auditLabels';
import { AuditValueText } from './AuditValueText';
import { LabelledId } from './LabelledId';

/** What an event (or the time between two moments) changed: each field, before -> after. */
export function ChangesList({ changes }: { changes: readonly AuditChangeFieldsFragment[] }) {
  const { t } = useTranslation();
  if (changes.length === 0) {
    return <Typography.Text type="secondary">{t('audit.history.noChanges')}</Typography.Text>;
  }
  return (
    <ul className="audit-changes">
      {changes.map((change) => (
        <li key={change.field} className="audit-change">
          <span className="audit-change__field">
            <LabelledId value={fieldLabel(t, change.field)} />
          </span>
          <span className="audit-change__values">
            <AuditValueText field={change.field} json={change.before} />
            <ArrowRightOutlined className="audit-change__arrow" aria-label={t('audit.history.becomes')} />
            <AuditValueText field={change.field} json={change.after} />
          </span>
        </li>
      ))}
    </ul>
  );
}
