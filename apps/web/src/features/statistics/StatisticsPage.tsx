import { Card, Empty, Spin } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSystemSettings } from '../../shared/settings/useSystemSettings';
import type { StatisticGroup, StatisticPeriod } from '../../shared/statistics/statisticKinds';
import { PageHeader } from '../../shared/ui/PageHeader';
import { AdminScopePicker } from './AdminScopePicker';
import { StatisticsDayDrawer } from './StatisticsDayDrawer';
import { StatisticsExport } from './StatisticsExport';
import { StatisticsFigures } from './StatisticsFigures';
import { StatisticsPeriodPicker } from './StatisticsPeriodPicker';
import { visibleFigures } from './statisticFigures';
import type { StatisticsAnswer } from './statisticsAnswer';
import { dayText, defaultRange, GROUPING_OF } from './statisticsPeriod';
import { useClientScope } from './useClientScope';
import { zoneName } from './zoneName';
import { useStatisticsPeriod, type StatisticsScopeInput } from './useStatistics';
import './statistics.css';

interface PageKind {
  group: StatisticGroup;
  period: StatisticPeriod;
}

/**
 * One statistics page (group x period), the same for the customer area and the back office: the
 * customer's scope comes from the tree's menu (`?id=` a device, `?fleetId=` a fleet), the back
 * office picks a fleet or the whole platform (docs/decisions/statistics-pages.md).
 */
export function StatisticsPage({ group, period, area = 'client' }: PageKind & { area?: 'client' | 'admin' }) {
  // A new page kind starts from its own default range.
  const kind = `${group}${period}`;
  return area === 'admin' ? (
    <AdminStatistics key={kind} group={group} period={period} />
  ) : (
    <ClientStatistics key={kind} group={group} period={period} />
  );
}

function ClientStatistics(page: PageKind) {
  const { t } = useTranslation();
  const { scope, notFound } = useClientScope();
  if (notFound) {
    return (
      <StatisticsFrame {...page} answer={null}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('statistics.deviceNotFound')} />
      </StatisticsFrame>
    );
  }
  return <StatisticsView {...page} scope={scope} />;
}

function AdminStatistics(page: PageKind) {
  const [params, setParams] = useSearchParams();
  const fleetId = params.get('fleetId') ?? undefined;
  const scope = useMemo(() => (fleetId ? { fleetId } : {}), [fleetId]);
  return (
    <StatisticsView
      {...page}
      scope={scope}
      picker={(answer) => (
        <AdminScopePicker
          fleetId={fleetId}
          fleetName={answer?.scope.kind === 'fleet' ? (answer.scope.name ?? undefined) : undefined}
          onChange={(id) => setParams(id ? { fleetId: id } : {})}
        />
      )}
    />
  );
}

/** The page's period, chart, table, exports and day drawer, for a scope once it is known. */
export function StatisticsView({
  group,
  period,
  scope,
  picker,
}: PageKind & {
  scope: StatisticsScopeInput | null;
  picker?: (answer: StatisticsAnswer | null) => ReactNode;
}) {
  const { flags } = useSystemSettings();
  const today = useMemo(() => dayText(dayjs()), []);
  const [range, setRange] = useState(() => defaultRange(period, today));
  const [openDay, setOpenDay] = useState<string | null>(null);
  const groupBy = GROUPING_OF[period];
  const figures = useMemo(() => visibleFigures(group, flags), [group, flags]);
  const { answer, loading } = useStatisticsPeriod(group, scope, range, groupBy);
  return (
    <StatisticsFrame
      group={group}
      period={period}
      answer={answer}
      tools={
        <>
          {picker?.(answer)}
          <StatisticsPeriodPicker period={period} range={range} today={today} onChange={setRange} />
          {scope && <StatisticsExport group={group} scope={scope} range={range} groupBy={groupBy} />}
        </>
      }
    >
      <Spin spinning={loading}>
        {answer && (
          <StatisticsFigures
            answer={answer}
            figures={figures}
            testId="statistics"
            onDay={groupBy === 'day' ? setOpenDay : undefined}
          />
        )}
      </Spin>
      {scope && groupBy === 'day' && (
        <StatisticsDayDrawer
          group={group}
          scope={scope}
          figures={figures}
          day={openDay}
          onClose={() => setOpenDay(null)}
        />
      )}
    </StatisticsFrame>
  );
}

/** The page's title, whose figures they are (from the answer) and in which time zone, and its tools. */
function StatisticsFrame({
  group,
  period,
  answer,
  tools,
  children,
}: PageKind & { answer: StatisticsAnswer | null; tools?: ReactNode; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="statistics-page" data-testid="statistics-page">
      <PageHeader
        title={`${t(`statistics.groups.${group}`)} · ${t(`statistics.periods.${period}`)}`}
        description={
          answer && <span data-testid="statistics-scope">{scopeWords(answer, i18n.language, t)}</span>
        }
      />
      {tools && <div className="statistics-tools">{tools}</div>}
      <Card variant="borderless" className="content-card statistics-card">
        {children}
      </Card>
    </div>
  );
}

function scopeWords(
  answer: StatisticsAnswer,
  locale: string,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const zone = t('statistics.timeZone', { zone: zoneName(answer.timeZone, locale) });
  const { kind, name, id } = answer.scope;
  if (kind === 'platform') return `${t('statistics.scope.platform')} · ${zone}`;
  const key = kind === 'device' ? 'statistics.scopeDevice' : 'statistics.scopeFleet';
  return `${t(key, { name: name ?? id })} · ${zone}`;
}
