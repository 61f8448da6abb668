import { contentDisposition } from '../../src/rest/file-download';
import { exportFileName, safeNamePart } from '../../src/exports/file-name';

describe('export file names', () => {
  const parts = {
    serial: '866100000000001',
    kind: '軌跡',
    from: '20261124-0000',
    to: '20261125-0000',
    extension: 'gpx',
  };

  it('name the vehicle, the kind and the period, in any script', () => {
    expect(exportFileName({ ...parts, vehicle: '藍色貨車' })).toBe(
      '藍色貨車_軌跡_20261124-0000_20261125-0000.gpx',
    );
  });

  it('make paths, quotes, controls and leading dots harmless, and cut a long name', () => {
    expect(safeNamePart('../../etc/passwd')).toBe('etc_passwd');
    expect(safeNamePart('a\\b:c*d?"e"<f>|g\u0000h')).toBe('a_b_c_d_e_f_g_h');
    expect(safeNamePart('.hidden truck ')).toBe('hidden_truck');
    expect([...safeNamePart('車'.repeat(100))]).toHaveLength(40);
  });

  it('fall back to the serial number when nothing of the name is left', () => {
    expect(exportFileName({ ...parts, vehicle: '///' })).toBe(
      '866100000000001_軌跡_20261124-0000_20261125-0000.gpx',
    );
  });
});

describe('Content-Disposition (RFC 6266)', () => {
  it('gives old clients an ASCII name and current ones the name itself in UTF-8', () => {
    expect(contentDisposition('藍色_1.gpx')).toBe(
      `attachment; filename="___1.gpx"; filename*=UTF-8''%E8%97%8D%E8%89%B2_1.gpx`,
    );
  });

  it('never lets a quote, a backslash or a parenthesis out of its place', () => {
    expect(contentDisposition(`a"b\\c'(d)*.csv`)).toBe(
      `attachment; filename="a_b_c'(d)*.csv"; filename*=UTF-8''a%22b%5Cc%27%28d%29%2A.csv`,
    );
  });
});
