import { Alert, App, Empty, Segmented, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MULTI_MONITOR_MAX } from '@gps/contracts/constants';
import { useVehicles } from '../../shared/vehicles/VehiclesProvider';
import { choosePanes, layoutFor, PANE_LAYOUTS, type PaneLayout } from './panes';
import { VehiclePane } from './VehiclePane';

/**
 * /main/multiMonitor (fleet accounts) and the customer console's multimonitor tab: up to 9 of the
 * vehicles ticked in the tree, each in its own small live map that follows it, in 1, 4 or 9 panes.
 * A vehicle ticked beyond the ninth is refused with the spec's message and left off.
 */
export function MultiMonitorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { selectedDevices } = useVehicles();
  const [held, setHeld] = useState<string[]>([]);
  const [chosenLayout, setChosenLayout] = useState<PaneLayout | null>(null);
  const ticked = useMemo(() => selectedDevices.map((d) => d.deviceId), [selectedDevices]);
  const { shown, refused } = useMemo(() => choosePanes(held, ticked), [held, ticked]);
  const refusedBefore = useRef(new Set<string>());

  useEffect(() => {
    if (shown.join() !== held.join()) setHeld(shown);
  }, [shown, held]);

  // The spec's message, once for each vehicle newly refused (a tenth ticked), not on every update.
  useEffect(() => {
    const fresh = refused.filter((id) => !refusedBefore.current.has(id));
    refusedBefore.current = new Set(refused);
    if (fresh.length > 0) void message.warning(t('multiMonitor.tooMany', { max: MULTI_MONITOR_MAX }));
  }, [refused, message, t]);

  const byId = new Map(selectedDevices.map((d) => [d.deviceId, d]));
  const layout = chosenLayout ?? layoutFor(shown.length);
  const panes = shown.slice(0, layout).flatMap((id) => byId.get(id) ?? []);
  const empty = Math.max(0, layout - panes.length);

  return (
    <div className="multi-monitor" data-testid="multi-monitor">
      <div className="multi-monitor__bar">
        <Typography.Text type="secondary" data-testid="multi-monitor-count">
          {t('multiMonitor.count', { count: shown.length, max: MULTI_MONITOR_MAX })}
        </Typography.Text>
        <Segmented<PaneLayout>
          aria-label={t('multiMonitor.layout')}
          value={layout}
          onChange={setChosenLayout}
          options={PANE_LAYOUTS.map((size) => ({
            value: size,
            label: t('multiMonitor.layoutOf', { count: size }),
          }))}
          data-testid="multi-monitor-layout"
        />
      </div>
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="multi-monitor-refused"
          title={t('multiMonitor.tooMany', { max: MULTI_MONITOR_MAX })}
          description={t('multiMonitor.leftOff', { count: refused.length })}
        />
      )}
      {shown.length > layout && (
        <Alert type="info" showIcon title={t('multiMonitor.hidden', { count: shown.length - layout })} />
      )}
      {shown.length === 0 ? (
        <Empty
          className="multi-monitor__empty"
          description={t('multiMonitor.none', { max: MULTI_MONITOR_MAX })}
        />
      ) : (
        <div className={`multi-monitor__grid multi-monitor__grid--${layout}`}>
          {panes.map((d) => (
            <VehiclePane key={d.deviceId} device={d} />
          ))}
          {Array.from({ length: empty }, (_, i) => (
            <div key={`empty-${i}`} className="pane pane--empty">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('multiMonitor.emptyPane')} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
