import { areaAddresses } from '../src/platform/area-addresses';

describe('the addresses printed at start', () => {
  test('customers sign in at the root, administrators at the back office sign-in page', () => {
    expect(areaAddresses('http://localhost:3000')).toEqual({
      customers: 'http://localhost:3000/',
      backOffice: 'http://localhost:3000/admin/login',
    });
  });

  test('a public address with a trailing slash or a path keeps it', () => {
    expect(areaAddresses('https://gps.example.tw/')).toEqual({
      customers: 'https://gps.example.tw/',
      backOffice: 'https://gps.example.tw/admin/login',
    });
    expect(areaAddresses('https://example.tw/gps').backOffice).toBe('https://example.tw/gps/admin/login');
  });
});
