import { describe, expect, it } from '@jest/globals';
import { bannerNames, serviceExpiredVehicles } from '../src/features/monitor/serviceExpiredVehicles';

const NOW = Date.UTC(2026, 10, 25, 12);
const µs = (ms: number) => ms * 1000;
const vehicle = (
  serial: string,
  over: { expiry?: number | null; status?: number | null; carName?: string | null } = {},
) => ({
  deviceSerialNumber: serial,
  carName: over.carName ?? null,
  serviceExpiredDate: over.expiry === undefined ? µs(NOW + 1000) : over.expiry,
  serviceStatusCode: over.status === undefined ? 1 : over.status,
});

describe('the monitor banner: watched vehicles whose service has expired', () => {
  it('names the vehicles past their expiry or out of service (expired, stopped, paid-stop), not the others', () => {
    const vehicles = [
      vehicle('1', { expiry: µs(NOW) }),
      vehicle('2'),
      vehicle('3', { status: 2 }),
      vehicle('4', { status: 3 }),
      vehicle('5', { status: 4 }),
      vehicle('6', { expiry: null, status: null }),
    ];
    expect(serviceExpiredVehicles(vehicles, NOW).map((v) => v.deviceSerialNumber)).toEqual([
      '1',
      '3',
      '4',
      '5',
    ]);
  });

  it('names three, by car name else serial number, and counts the rest', () => {
    const expired = ['1', '2', '3', '4', '5'].map((s) =>
      vehicle(s, { status: 2, carName: s === '1' ? 'Boat' : null }),
    );
    expect(bannerNames(expired)).toEqual({ names: 'Boat, 2, 3', more: 2 });
    expect(bannerNames(expired.slice(0, 1))).toEqual({ names: 'Boat', more: 0 });
  });
});
