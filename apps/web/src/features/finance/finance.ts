import dayjs from 'dayjs';

/** A picked period of whole local days as the calls take it: [start of the first, start of the day after the last) in µs. */
export function periodMicros(period: readonly [string, string] | null): {
  startTime?: number;
  endTime?: number;
} {
  if (!period) return {};
  return {
    startTime: dayjs(period[0]).startOf('day').valueOf() * 1000,
    endTime: dayjs(period[1]).add(1, 'day').startOf('day').valueOf() * 1000,
  };
}

/** Whole NT$ as the page shows it. */
export function ntd(value: number, language: string): string {
  return `NT$ ${value.toLocaleString(language)}`;
}

/** The orders' filters the page sends, without the empty ones. */
export interface FinanceFilter {
  period: [string, string] | null;
  orderStatus?: number;
  paymentType?: number;
  fleetId?: string;
  deviceSerialNumber?: string;
  orderNumber?: string;
}

export function filterInput(f: FinanceFilter) {
  const text = (s?: string) => (s && s.trim() ? s.trim() : undefined);
  return {
    ...periodMicros(f.period),
    orderStatus: f.orderStatus,
    paymentType: f.paymentType,
    fleetId: text(f.fleetId),
    deviceSerialNumber: text(f.deviceSerialNumber),
    orderNumber: text(f.orderNumber),
  };
}
