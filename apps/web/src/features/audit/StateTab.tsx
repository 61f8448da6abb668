import { useQuery } from '@apollo/client/react';
import { Alert, Descriptions, Space, Table, Typography, type DescriptionsProps } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditStateDocument } from '../../gql/graphql';
import { fieldLabel } from './auditLabels';
import { AuditValueText } from './AuditValueText';
import { ChangesList } from './ChangesList';
import type { EntityQuery } from './entityQuery';
import { FleetNameAt } from './FleetNameAt';
import { LabelledId } from './LabelledId';
import { deviceFacts, type StateField } from './stateFacts';
import { TaipeiDateTimePicker } from './TaipeiDateTimePicker';
import { formatTaipei, formatTaipeiMillis, throughTheSecond } from './taipeiTime';

const MICROS_PER_SECOND = 1_000_000;
/** Now, to the second (the pickers' precision). */
const nowToTheSecond = () => Math.floor(Date.now() / 1000) * MICROS_PER_SECOND;

/**
 * The entity's state as of a moment (picked in Taipei time), field by field; with a second moment,
 * what changed between the two. A device's fleet and service expiry come first.
 */
export function StateTab({ query }: { query: EntityQuery }) {
  const { t } = useTranslation();
  const [at, setAt] = useState<number>(nowToTheSecond);
  const [compareAt, setCompareAt] = useState<number | null>(null);
  const { data, loading } = useQuery(AuditStateDocument, {
    variables: {
      ...query,
      at: throughTheSecond(at),
      ...(compareAt !== null ? { compareAt: throughTheSecond(compareAt) } : {}),
    },
  });
  const state = data?.auditState;

  return (
    <div className="audit-state" data-testid="audit-state">
      <Space wrap className="audit-state__pickers">
        <span>{t('audit.state.at')}</span>
        <TaipeiDateTimePicker value={at} onChange={(v) => v !== null && setAt(v)} testId="audit-state-at" />
        <span>{t('audit.state.compareAt')}</span>
        <TaipeiDateTimePicker
          value={compareAt}
          onChange={setCompareAt}
          allowClear
          placeholder={t('audit.state.comparePlaceholder')}
          testId="audit-state-compare"
        />
        <Typography.Text type="secondary">{t('audit.timeZone')}</Typography.Text>
      </Space>
      {state && !state.exists && (
        <Alert type="info" showIcon title={t('audit.state.notExisting')} data-testid="audit-state-absent" />
      )}
      {state?.exists && (
        <>
          <Descriptions
            size="small"
            bordered
            column={2}
            className="audit-state__summary"
            items={[
              {
                key: 'lastEvent',
                label: t('audit.state.lastEvent'),
                children: `#${state.revision}${state.eventAt ? ` · ${formatTaipei(state.eventAt)}` : ''}`,
              },
              { key: 'asOf', label: t('audit.state.asOf'), children: formatTaipei(state.at) },
              ...(query.entityType === 'device' ? deviceFactItems(t, state.fields, state.at) : []),
            ]}
          />
          {state.compareAt !== null && (
            <section className="audit-state__compare" data-testid="audit-state-changes">
              <Typography.Title level={5}>
                {t('audit.state.changesBetween', {
                  from: formatTaipei(state.compareAt),
                  to: formatTaipei(state.at),
                })}
              </Typography.Title>
              <ChangesList changes={state.changes} />
            </section>
          )}
          <Table<StateField>
            rowKey="field"
            size="small"
            loading={loading}
            pagination={false}
            dataSource={state.fields}
            columns={[
              {
                title: t('audit.state.field'),
                key: 'field',
                width: 360,
                render: (_, f) => <LabelledId value={fieldLabel(t, f.field)} />,
              },
              {
                title: t('audit.state.value'),
                key: 'value',
                render: (_, f) => <AuditValueText field={f.field} json={f.value} />,
              },
            ]}
            data-testid="audit-state-fields"
          />
        </>
      )}
    </div>
  );
}

/** A device's fleet (id and name as it was then) and service expiry, read at a glance. */
function deviceFactItems(
  t: TFunction,
  fields: readonly StateField[],
  at: number,
): NonNullable<DescriptionsProps['items']> {
  const facts = deviceFacts(fields);
  return [
    {
      key: 'fleet',
      label: t('audit.fields.fleetId'),
      children: facts.fleetId ? (
        <FleetNameAt fleetId={facts.fleetId} at={at} />
      ) : (
        <span data-testid="audit-fleet">{t('audit.state.noFleet')}</span>
      ),
    },
    {
      key: 'expiry',
      label: t('audit.fields.serviceExpiredAt'),
      children: (
        <strong data-testid="audit-service-expiry">
          {facts.serviceExpiredAt ? formatTaipeiMillis(facts.serviceExpiredAt) : '—'}
        </strong>
      ),
    },
  ];
}
