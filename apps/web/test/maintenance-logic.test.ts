import { describe, expect, it } from '@jest/globals';
import dayjs from 'dayjs';
import {
  formValuesOf,
  isComplete,
  itemInput,
  newItemValues,
} from '../src/features/maintenance/maintenanceItems';

const stored = {
  id: 'i1',
  deviceSerialNumber: '358899051234567',
  carName: null,
  name: 'Engine oil',
  intervalKm: 5000,
  intervalDays: null,
  lastServiceOdometerKm: 12_000,
  lastServiceDate: '2026-06-01',
  remark: null,
  nextDueOdometerKm: 17_000,
  nextDueDate: null,
  odometerKm: 16_000.7,
  due: false,
  dueBy: [],
};

describe('maintenance dialog values', () => {
  it('starts a new item today at the odometer now, in whole km', () => {
    const today = dayjs('2026-11-25T15:30:00');
    const values = newItemValues(16_000.7, today);
    expect(values.lastServiceOdometerKm).toBe(16_000);
    expect(values.lastServiceDate?.format('YYYY-MM-DD')).toBe('2026-11-25');
    expect(newItemValues(null, today).lastServiceOdometerKm).toBeNull();
    expect(isComplete(newItemValues(null, today))).toBe(false);
  });

  it('reopens a stored item and sends it back as it was, an empty interval and remark left out', () => {
    const values = formValuesOf(stored);
    expect(isComplete(values)).toBe(true);
    if (!isComplete(values)) return;
    expect(itemInput(stored.deviceSerialNumber, values)).toEqual({
      deviceSerialNumber: stored.deviceSerialNumber,
      name: 'Engine oil',
      intervalKm: 5000,
      intervalDays: undefined,
      lastServiceOdometerKm: 12_000,
      lastServiceDate: '2026-06-01',
      remark: undefined,
    });
    expect(itemInput(stored.deviceSerialNumber, { ...values, remark: ' synthetic ' }).remark).toBe(
      ' synthetic ',
    );
  });
});
