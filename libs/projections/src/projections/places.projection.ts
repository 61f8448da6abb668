import { latLngText, type Fence, type Marker } from '@gps/domain';
import { defineProjection } from '../define-projection';
import { Collections, micros, type FenceDoc, type MarkerDoc } from '../read-models';

function fenceDoc(serial: string, f: Fence, createdAt: number): FenceDoc {
  return {
    id: f.fenceId,
    deviceSerialNumber: serial,
    alias: f.alias,
    fenceType: f.fenceType,
    coordinates: f.coordinates.map(latLngText),
    radius: f.radiusMeters,
    isEnterWarning: f.enterWarning,
    isExitWarning: f.exitWarning,
    remark: f.remark,
    targetType: f.targetType,
    createdAt,
  };
}

function markerDoc(serial: string, m: Marker, createdAt: number): MarkerDoc {
  return {
    id: m.markerId,
    deviceSerialNumber: serial,
    alias: m.alias,
    latitude: m.latitude,
    longitude: m.longitude,
    remark: m.remark,
    targetType: m.targetType,
    markerType: m.markerType,
    createdAt,
  };
}

/** A change keeps the place's position in its device's list: when it was first added. */
function createdAt(doc: FenceDoc | MarkerDoc | undefined, at: number): number {
  return doc?.createdAt ?? micros(at);
}

/** Each device's fences and markers, listed per device in the order they were added. */
export const placesProjection = defineProjection({
  name: 'places',
  collections: [Collections.fences, Collections.markers],
  indexes: [
    { collection: Collections.fences, fields: ['deviceSerialNumber'] },
    { collection: Collections.markers, fields: ['deviceSerialNumber'] },
  ],
  handlers: {
    async FenceAdded({ data: d }, w) {
      await w.put(Collections.fences, fenceDoc(d.serialNumber, d.fence, micros(d.at)));
    },
    async FenceChanged({ data: d }, w) {
      const current = await w.get(Collections.fences, d.fence.fenceId);
      await w.put(Collections.fences, fenceDoc(d.serialNumber, d.fence, createdAt(current, d.at)));
    },
    async FenceRemoved({ data: d }, w) {
      await w.delete(Collections.fences, d.fence.fenceId);
    },
    async MarkerAdded({ data: d }, w) {
      await w.put(Collections.markers, markerDoc(d.serialNumber, d.marker, micros(d.at)));
    },
    async MarkerChanged({ data: d }, w) {
      const current = await w.get(Collections.markers, d.marker.markerId);
      await w.put(Collections.markers, markerDoc(d.serialNumber, d.marker, createdAt(current, d.at)));
    },
    async MarkerRemoved({ data: d }, w) {
      await w.delete(Collections.markers, d.marker.markerId);
    },
  },
});
