import {
  nextDueOf,
  type MaintenanceItem,
  type MaintenanceItemAdded,
  type MaintenanceItemChanged,
  type MaintenanceServiceRecorded,
} from '@gps/domain';
import type { ReadModelWriter } from '@gps/read-store';
import { defineProjection, type Recorded } from '../define-projection';
import { Collections, micros, type MaintenanceItemDoc } from '../read-models';

function itemDoc(serial: string, item: MaintenanceItem, createdAt: number): MaintenanceItemDoc {
  const next = nextDueOf(item);
  return {
    id: item.itemId,
    deviceSerialNumber: serial,
    name: item.name,
    intervalKm: item.intervalKm,
    intervalDays: item.intervalDays,
    lastServiceOdometerKm: item.lastServiceOdometerKm,
    lastServiceDate: item.lastServiceDate,
    remark: item.remark,
    nextDueOdometerKm: next.odometerKm,
    nextDueDate: next.date,
    warningId: item.warningId,
    createdAt,
  };
}

/** An item as it now is; a change keeps its place in its device's list (when it was first added). */
async function putItem(
  { data: d }: Recorded<MaintenanceItemAdded | MaintenanceItemChanged | MaintenanceServiceRecorded>,
  w: ReadModelWriter,
): Promise<void> {
  const current = await w.get(Collections.maintenanceItems, d.item.itemId);
  await w.put(
    Collections.maintenanceItems,
    itemDoc(d.serialNumber, d.item, current?.createdAt ?? micros(d.at)),
  );
}

/**
 * Each device's maintenance items with their next due point and warning, listed per device in the
 * order they were added; the due sweep reads the items without a warning.
 */
export const maintenanceProjection = defineProjection({
  name: 'maintenance',
  collections: [Collections.maintenanceItems],
  indexes: [{ collection: Collections.maintenanceItems, fields: ['deviceSerialNumber', 'warningId'] }],
  handlers: {
    MaintenanceItemAdded: putItem,
    MaintenanceItemChanged: putItem,
    MaintenanceServiceRecorded: putItem,
    async MaintenanceItemRemoved({ data: d }, w) {
      await w.delete(Collections.maintenanceItems, d.item.itemId);
    },
    async MaintenanceDue({ data: d }, w) {
      const current = await w.get(Collections.maintenanceItems, d.itemId);
      if (current) await w.put(Collections.maintenanceItems, { ...current, warningId: d.warningId });
    },
  },
});
