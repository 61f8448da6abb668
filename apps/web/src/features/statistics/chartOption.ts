import type { Figure, Figures } from './statisticFigures';

/** One bucket of an answer, as the chart reads it. */
export interface ChartRow extends Figures {
  key: string;
  byKind?: readonly { kind: string; count: number }[] | null;
}

export interface ChartWords {
  /** A figure's name with its unit as drawn ("Mileage (km)"). */
  figure: (figure: Figure) => string;
  /** A warning kind's name. */
  kind: (kind: string) => string;
  /** A bucket on the axis. */
  axis: (key: string) => string;
}

const SECONDS_PER: Record<NonNullable<Figure['drawnIn']>, number> = { minutes: 60, hours: 3600 };
/** Durations drawn to a tenth of their unit; kilometres to the metre the answer carries. */
const DURATION_DIGITS = 1;
/** Past this many buckets the chart can be zoomed (a year of days; the 24 hours never). */
const ZOOM_FROM_BUCKETS = 62;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** A figure's value as drawn: a duration in its drawn unit, the rest as the answer gives it. */
export function drawnValue(figure: Figure, value: number | null | undefined): number {
  const v = value ?? 0;
  return figure.drawnIn ? round(v / SECONDS_PER[figure.drawnIn], DURATION_DIGITS) : v;
}

/**
 * The warning kinds to stack, most first, when every row's count is split by kind; none when the
 * answer does not keep them per bucket (the hours), and the total is drawn whole instead.
 */
export function stackedKinds(rows: readonly ChartRow[], totalsByKind: readonly { kind: string }[]): string[] {
  const split = rows.every(
    (row) => (row.byKind ?? []).reduce((sum, k) => sum + k.count, 0) === (row.warnings ?? 0),
  );
  return split ? totalsByKind.map((k) => k.kind) : [];
}

/**
 * The ECharts option of an answer (a plain object: tested without a canvas). Bars on the left axis,
 * lines on the right one; warnings stacked by kind when the rows carry their kinds.
 */
export function chartOption(
  figures: readonly Figure[],
  rows: readonly ChartRow[],
  kinds: readonly string[],
  words: ChartWords,
) {
  const drawn = figures.filter((f) => f.chart);
  const bars = drawn.filter((f) => f.chart === 'bar');
  const lines = drawn.filter((f) => f.chart === 'line');
  const series = drawn.flatMap((figure) => {
    const yAxisIndex = figure.chart === 'bar' ? 0 : 1;
    if (figure.key === 'warnings' && kinds.length > 0) {
      return kinds.map((kind) => ({
        name: words.kind(kind),
        type: figure.chart,
        stack: figure.key,
        yAxisIndex,
        data: rows.map((row) => row.byKind?.find((k) => k.kind === kind)?.count ?? 0),
      }));
    }
    return [
      {
        name: words.figure(figure),
        type: figure.chart,
        yAxisIndex,
        data: rows.map((row) => drawnValue(figure, row[figure.key])),
      },
    ];
  });
  const axis = (shown: Figure[], right: boolean) => ({
    type: 'value' as const,
    // One named axis: a single figure names it; several share the legend's names.
    name:
      shown.length === 1 && !(shown[0].key === 'warnings' && kinds.length > 0) ? words.figure(shown[0]) : '',
    minInterval: shown.every((f) => f.unit === 'count') ? 1 : undefined,
    splitLine: { show: !right },
    position: right ? ('right' as const) : ('left' as const),
  });
  const zoom = rows.length > ZOOM_FROM_BUCKETS;
  return {
    tooltip: { trigger: 'axis' as const, confine: true },
    legend: { type: 'scroll' as const, top: 0 },
    grid: { left: 8, right: 8, top: 56, bottom: zoom ? 48 : 8 },
    xAxis: {
      type: 'category' as const,
      data: rows.map((row) => words.axis(row.key)),
      axisLabel: { hideOverlap: true },
    },
    yAxis: lines.length > 0 ? [axis(bars, false), axis(lines, true)] : [axis(bars, false)],
    dataZoom: zoom ? [{ type: 'inside' as const }, { type: 'slider' as const, height: 20, bottom: 8 }] : [],
    series,
  };
}
