import type { Figure } from './statisticFigures';

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;
/** Kilometres to the metre, as the answers round them. */
const KM_DIGITS = 3;
/** A peak speed to a tenth of a km/h, as the app shows speeds. */
const KMH_DIGITS = 1;

/** The i18n key and values of a duration: days and hours, hours and minutes, or minutes and seconds. */
export function durationWords(seconds: number): { key: string; values: Record<string, number> } {
  const s = Math.round(seconds);
  const days = Math.floor(s / SECONDS_PER_DAY);
  const hours = Math.floor((s % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((s % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  if (days > 0) return { key: 'statistics.duration.dh', values: { days, hours } };
  if (hours > 0) return { key: 'statistics.duration.hm', values: { hours, minutes } };
  return { key: 'statistics.duration.ms', values: { minutes, seconds: s % SECONDS_PER_MINUTE } };
}

/** A figure's value as the table writes it, in the reader's language. */
export function figureText(
  figure: Figure,
  value: number | null | undefined,
  locale: string,
  t: (key: string, values: Record<string, number>) => string,
): string {
  const v = value ?? 0;
  switch (figure.unit) {
    case 'km':
      return new Intl.NumberFormat(locale, {
        minimumFractionDigits: KM_DIGITS,
        maximumFractionDigits: KM_DIGITS,
      }).format(v);
    case 'kmh':
      return new Intl.NumberFormat(locale, { maximumFractionDigits: KMH_DIGITS }).format(v);
    case 'seconds': {
      // No time at all is a plain zero, as the counts beside it.
      if (Math.round(v) === 0) return new Intl.NumberFormat(locale).format(0);
      const words = durationWords(v);
      return t(words.key, words.values);
    }
    case 'count':
      return new Intl.NumberFormat(locale).format(v);
  }
}

const UNIT_WORDS: Partial<Record<Figure['unit'], string>> = {
  km: 'statistics.units.km',
  kmh: 'statistics.units.kmh',
};

/**
 * A figure's name with its unit: "Mileage (km)". A duration is written out in the table (no
 * unit), and drawn in minutes or hours on the chart (`drawn`: that unit named).
 */
export function figureHeading(figure: Figure, t: (key: string) => string, drawn = false): string {
  const unit = drawn && figure.drawnIn ? `statistics.units.${figure.drawnIn}` : UNIT_WORDS[figure.unit];
  const name = t(`statistics.figures.${figure.key}`);
  return unit ? `${name} (${t(unit)})` : name;
}
