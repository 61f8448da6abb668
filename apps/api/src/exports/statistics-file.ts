import type { Language, StatisticGroup, StatisticGrouping } from '@gps/codes';
import { EXPORT_MEDIA_TYPES, type ExportedFile } from '@gps/contracts';
import { utf8Chunks } from './chunks';
import { csv } from './encoders/csv';
import { xlsx } from './encoders/xlsx';
import { EXPORT_TEXTS, type StatisticsTexts } from './export-texts';
import { exportFileName } from './file-name';
import { ZoneClock } from './local-time';
import type { CellKind, Column, ExportTable } from './tables';

/** A figure a statistics table may show, as the statistics calls name it. */
type Figure = keyof StatisticsTexts['figures'];

/** Each group's columns after the bucket's, in the order its calls answer them. */
const GROUP_COLUMNS: Readonly<Record<StatisticGroup, readonly Figure[]>> = {
  all: ['mileageKm', 'warnings', 'overspeeds', 'offlines'],
  mileage: ['mileageKm'],
  warning: ['warnings'],
  overspeed: ['overspeeds', 'overspeedSeconds', 'peakKmh'],
  offline: ['offlines', 'offlineSeconds'],
};

/** Durations are written as durations (H:MM:SS in CSV, [h]:mm:ss in XLSX), the rest as numbers. */
const FIGURE_KINDS: Readonly<Record<Figure, CellKind>> = {
  mileageKm: 'number',
  warnings: 'number',
  overspeeds: 'number',
  overspeedSeconds: 'duration',
  peakKmh: 'number',
  offlines: 'number',
  offlineSeconds: 'duration',
};

/** Column widths (characters) for XLSX. */
const WIDTH = { bucket: 12, figure: 16 } as const;

/** A line of the table: the bucket's key (or the totals' word) and the group's figures. */
export type StatisticsLine = { key: string } & Readonly<Partial<Record<Figure, number>>>;

/** What a statistics export is: whose, which group, the period, how grouped, in what file. */
export interface StatisticsExport {
  group: StatisticGroup;
  groupBy: StatisticGrouping;
  format: 'csv' | 'xlsx';
  language: Language;
  timeZone: string;
  scope: { id: string; name: string | null };
  startDay: string;
  endDay: string;
}

async function* linesOf(lines: readonly StatisticsLine[]): AsyncGenerator<StatisticsLine> {
  yield* lines;
}

/** The rows and a totals line as a table: the bucket, then the group's figures. */
export function statisticsTable(
  request: Pick<StatisticsExport, 'group' | 'groupBy'>,
  texts: StatisticsTexts,
  answer: { rows: readonly StatisticsLine[]; totals: Omit<StatisticsLine, 'key'> },
): ExportTable<StatisticsLine> {
  const columns: Column<StatisticsLine>[] = [
    { header: texts.buckets[request.groupBy], kind: 'text', value: (line) => line.key, width: WIDTH.bucket },
    ...GROUP_COLUMNS[request.group].map((figure): Column<StatisticsLine> => ({
      header: texts.figures[figure],
      kind: FIGURE_KINDS[figure],
      value: (line) => line[figure] ?? null,
      width: WIDTH.figure,
    })),
  ];
  return {
    name: texts.groups[request.group],
    columns,
    rows: linesOf([...answer.rows, { ...answer.totals, key: texts.total }]),
  };
}

/**
 * A statistics export as CSV or XLSX (docs/decisions/statistics.md): the table of the rows the
 * MultiDays call answers and a totals line, headers in the language; named
 * `<scope>_<group>_<startDay>_<endDay>.<ext>`.
 */
export function statisticsFile(
  request: StatisticsExport,
  answer: { rows: readonly StatisticsLine[]; totals: Omit<StatisticsLine, 'key'> },
): ExportedFile {
  const texts = EXPORT_TEXTS[request.language].statistics;
  const clock = new ZoneClock(request.timeZone);
  const table = statisticsTable(request, texts, answer);
  const fileName = exportFileName({
    vehicle: request.scope.name ?? texts.platform,
    serial: request.scope.id,
    kind: texts.groups[request.group],
    from: request.startDay.replaceAll('-', ''),
    to: request.endDay.replaceAll('-', ''),
    extension: request.format,
  });
  const body = request.format === 'csv' ? utf8Chunks(csv(table, clock)) : xlsx(table, clock);
  return { mediaType: EXPORT_MEDIA_TYPES[request.format], fileName, body };
}
