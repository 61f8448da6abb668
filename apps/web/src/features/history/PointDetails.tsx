import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMicros, orDash } from '../../shared/format';
import { formatCoordinates, formatCourse, formatSpeed } from '../../shared/numbers';
import { accKey, locateTypeKey } from './pointLabels';
import type { TrackPoint } from './useHistoryTrack';

/** The playback's point: time, speed, course, satellites, locate type, ACC and the place. */
export function PointDetails({ point }: { point: TrackPoint | undefined }) {
  const { t, i18n } = useTranslation();
  if (!point) return null;
  const acc = accKey(point.acc);
  return (
    <Descriptions
      className="history-point"
      data-testid="history-point"
      size="small"
      column={{ xs: 2, sm: 3, md: 4, lg: 4, xl: 7, xxl: 7 }}
      items={[
        { key: 'time', label: t('history.point.time'), children: formatMicros(point.fixTime, true, true) },
        { key: 'speed', label: t('history.point.speed'), children: formatSpeed(point.speed, i18n.language) },
        {
          key: 'course',
          label: t('history.point.course'),
          children: formatCourse(point.course, i18n.language),
        },
        { key: 'satellites', label: t('history.point.satellites'), children: orDash(point.satellites) },
        { key: 'locate', label: t('history.point.locateType'), children: t(locateTypeKey(point.locateType)) },
        { key: 'acc', label: t('history.point.acc'), children: acc ? t(acc) : '—' },
        {
          key: 'address',
          label: t('history.point.address'),
          children: point.address || formatCoordinates(point.latitude, point.longitude, i18n.language),
        },
      ]}
    />
  );
}
