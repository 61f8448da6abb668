import { ValueType, Workbook, type CellValue } from 'exceljs';
import { utf8Chunks } from '../../src/exports/chunks';
import { csv } from '../../src/exports/encoders/csv';
import { xlsx } from '../../src/exports/encoders/xlsx';
import { EXPORT_TEXTS } from '../../src/exports/export-texts';
import { parkingTable, trackTable } from '../../src/exports/tables';
import { bytesOf, clock, points, source, STOPS, TAIPEI, textOf } from './export-samples';
import { readCsv } from './csv-reader';

const BOM = '\ufeff';

describe('CSV', () => {
  it('is UTF-8 with a BOM, CRLF records, headers in zh-TW, times in Taipei, every point once', async () => {
    const track = points(1000);
    const text = await textOf(csv(trackTable(source(track), EXPORT_TEXTS['zh-TW'], TAIPEI), clock));
    expect(text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = readCsv(text.slice(BOM.length));
    expect(header).toEqual([
      '時間 (Asia/Taipei)',
      '緯度',
      '經度',
      '速度 (km/h)',
      '方向 (°)',
      '海拔 (m)',
      '衛星數',
      '定位方式',
      'ACC',
      '地址',
    ]);
    expect(rows).toHaveLength(track.length);
    // 2026-11-24 00:00:00 Taipei is the first point; the 7th point after it was located by cell tower.
    expect(rows[0]).toEqual([
      '2026-11-24 00:00:00',
      '25.033',
      '121.5654',
      '0',
      '0',
      '',
      '',
      '基地台',
      '',
      '',
    ]);
    expect(rows[1]).toEqual([
      '2026-11-24 00:00:10',
      '25.03301',
      '121.56541',
      '1',
      '7',
      '12.5',
      '9',
      '衛星',
      '開',
      '',
    ]);
    expect(rows[2][8]).toBe('關');
    expect(rows.map((r) => Number(r[1]))).toEqual(track.map((p) => p.latitude));
  });

  it('quotes what RFC 4180 says, keeps a formula from running, leaves negative numbers alone, in en-US', async () => {
    const text = await textOf(csv(parkingTable(source(STOPS), EXPORT_TEXTS['en-US'], TAIPEI), clock));
    const [header, first, second] = readCsv(text.slice(BOM.length));
    expect(header).toEqual([
      'No.',
      'Start (Asia/Taipei)',
      'End (Asia/Taipei)',
      'Duration',
      'Latitude',
      'Longitude',
      'Address',
    ]);
    expect(first).toEqual([
      '1',
      '2026-11-24 01:00:00',
      '2026-11-24 02:30:00',
      '1:30:00',
      '25.04',
      '121.56',
      `'=HYPERLINK("http://x"),"台北市" <b>&\n二樓`,
    ]);
    expect(second).toEqual(['2', '2026-11-24 22:13:20', '', '1:46:40', '-33.86', '-151.2', '']);
    for (const start of ['+1', '-1', '@SUM(A1)', '\tx']) {
      const cell = readCsv(
        (
          await textOf(
            csv(
              parkingTable(source([{ ...STOPS[0], address: start }]), EXPORT_TEXTS['en-US'], TAIPEI),
              clock,
            ),
          )
        ).slice(BOM.length),
      )[1][6];
      expect(cell).toBe(`'${start}`);
    }
  });
});

async function sheetOf(bytes: Buffer) {
  const book = new Workbook();
  // exceljs declares its own Buffer, an ArrayBuffer: hand it the bytes as one.
  await book.xlsx.load(new Uint8Array(bytes).buffer);
  expect(book.worksheets).toHaveLength(1);
  return book.worksheets[0];
}

const rowValues = (values: CellValue[] | { [key: string]: CellValue }) => (values as CellValue[]).slice(1);

describe('XLSX', () => {
  it('reads back with a header row, every point, times as dates showing Taipei time', async () => {
    const track = points(3000);
    const sheet = await sheetOf(
      await bytesOf(xlsx(trackTable(source(track), EXPORT_TEXTS['en-US'], TAIPEI), clock)),
    );
    expect(sheet.name).toBe('Track');
    expect(sheet.rowCount).toBe(track.length + 1);
    expect(rowValues(sheet.getRow(1).values)).toEqual([
      'Time (Asia/Taipei)',
      'Latitude',
      'Longitude',
      'Speed (km/h)',
      'Course (°)',
      'Altitude (m)',
      'Satellites',
      'Positioning',
      'ACC',
      'Address',
    ]);
    const second = sheet.getRow(3);
    // A cell has no zone: the date reads 2026-11-24 00:00:10 as Taipei's wall clock did.
    expect(second.getCell(1).value).toEqual(new Date(Date.UTC(2026, 10, 24, 0, 0, 10)));
    expect(second.getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(rowValues(second.values).slice(1)).toEqual([
      25.03301,
      121.56541,
      1,
      7,
      12.5,
      9,
      'Satellite (GPS)',
      'On',
    ]);
    const latitudes: number[] = [];
    sheet.eachRow((row, n) => {
      if (n > 1) latitudes.push(row.getCell(2).value as number);
    });
    expect(latitudes).toEqual(track.map((p) => p.latitude));
  });

  it('writes a duration as a duration, an open stop with no end, and a formula-looking address as text', async () => {
    const sheet = await sheetOf(
      await bytesOf(xlsx(parkingTable(source(STOPS), EXPORT_TEXTS['zh-TW'], TAIPEI), clock)),
    );
    expect(sheet.name).toBe('停車紀錄');
    const first = sheet.getRow(2);
    // Excel's day 0 is 1899-12-30: a duration is a fraction of a day from there, read back as a date.
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(1899, 11, 30, 1, 30)));
    expect(first.getCell(4).numFmt).toBe('[h]:mm:ss');
    expect(first.getCell(7).value).toBe(STOPS[0].address);
    expect(first.getCell(7).type).toBe(ValueType.String);
    expect(sheet.getRow(3).getCell(3).value).toBeNull();
  });
});

describe('streaming', () => {
  const total = 8640;
  it.each([
    ['CSV', () => utf8Chunks(csv(trackTable(track, EXPORT_TEXTS['en-US'], TAIPEI), clock))],
    ['XLSX', () => xlsx(trackTable(track, EXPORT_TEXTS['en-US'], TAIPEI), clock)],
  ] as const)('%s gives its first bytes before the rows are all read', async (_name, encode) => {
    track = source(points(total));
    const pieces = encode()[Symbol.asyncIterator]();
    const first = await pieces.next();
    expect(first.value?.length).toBeGreaterThan(0);
    expect(track.read).toBeLessThan(total);
    await pieces.return?.(undefined);
  });
  let track = source(points(0));
});
