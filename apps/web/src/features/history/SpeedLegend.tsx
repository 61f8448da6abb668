import { useTranslation } from 'react-i18next';
import { SPEED_BANDS } from './speedColour';

/** The track's colours and the speeds they stand for, over the map's corner. */
export function SpeedLegend() {
  const { t } = useTranslation();
  return (
    <div className="history-legend" data-testid="history-legend">
      <div className="history-legend__title">{t('history.legend')}</div>
      {SPEED_BANDS.map((band) => (
        <div key={band.fromKmh} className="history-legend__row">
          <span className="history-legend__swatch" style={{ background: band.colour }} />
          {band.toKmh === null ? `≥ ${band.fromKmh}` : `${band.fromKmh}–${band.toKmh}`}
        </div>
      ))}
    </div>
  );
}
