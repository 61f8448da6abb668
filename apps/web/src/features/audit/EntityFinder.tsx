import { SearchOutlined } from '@ant-design/icons';
import { AUDIT_ENTITY_TYPES, type AuditEntityType } from '@gps/codes';
import { Button, DatePicker, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_ENTITY_TYPE, isComplete, needsDay, needsKey, type EntityQuery } from './entityQuery';
import { dayText } from './taipeiTime';

/**
 * Which entity: its type, what people know it by (the placeholder says what to type for each type)
 * and, for a device's positions, the day they were received.
 */
export function EntityFinder({
  value,
  onFind,
}: {
  value: EntityQuery | null;
  onFind: (query: EntityQuery) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<EntityQuery>(value ?? { entityType: FIRST_ENTITY_TYPE, key: '' });
  // A lookup chosen elsewhere (the address, a link) shows in the finder; compared by content, as
  // the page reads a new object from the address at every render.
  const chosen = value ? JSON.stringify(value) : '';
  useEffect(() => {
    if (chosen) setDraft(JSON.parse(chosen) as EntityQuery);
  }, [chosen]);

  const type = draft.entityType;
  const find = () => {
    if (isComplete(draft)) onFind(draft);
  };

  return (
    <Space.Compact className="audit-finder" data-testid="audit-finder">
      <Select<AuditEntityType>
        className="audit-finder__type"
        value={type}
        onChange={(entityType) => setDraft({ entityType, key: needsKey(entityType) ? draft.key : '' })}
        options={AUDIT_ENTITY_TYPES.map((code) => ({ value: code, label: t(`audit.entityTypes.${code}`) }))}
        data-testid="audit-entity-type"
      />
      <Input
        className="audit-finder__key"
        value={draft.key}
        disabled={!needsKey(type)}
        placeholder={t(`audit.keyPlaceholders.${type}`)}
        onChange={(e) => setDraft({ ...draft, key: e.target.value })}
        onPressEnter={find}
        data-testid="audit-entity-key"
      />
      {needsDay(type) && (
        <DatePicker
          value={draft.day ? dayjs(draft.day) : null}
          placeholder={t('audit.finder.day')}
          onChange={(day) =>
            setDraft({
              ...draft,
              day: day ? dayText({ year: day.year(), month: day.month() + 1, day: day.date() }) : undefined,
            })
          }
          data-testid="audit-entity-day"
        />
      )}
      <Button
        type="primary"
        icon={<SearchOutlined />}
        disabled={!isComplete(draft)}
        onClick={find}
        data-testid="audit-find"
      >
        {t('audit.finder.find')}
      </Button>
    </Space.Compact>
  );
}
