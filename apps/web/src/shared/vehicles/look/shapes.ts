import { DeviceIcon } from '@gps/codes';

/**
 * Our own top-view outlines of the vehicle icons (`deviceIcon` 1 to 7), on a 24 × 24 box, each
 * pointing north so that turning it by the course (degrees clockwise from north) points it the way
 * it drives. Filled with the status colour; the holes (evenodd) let the background show through.
 */
export const VEHICLE_SHAPE_BOX = 24;

export interface VehicleShape {
  /** SVG path data, filled with the evenodd rule. */
  path: string;
  /** Whether the outline has a front that a course can point (a pedestrian does not). */
  turnsWithCourse: boolean;
}

export const VEHICLE_SHAPES: Readonly<Record<DeviceIcon, VehicleShape>> = Object.freeze({
  [DeviceIcon.CAR]: {
    path: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM8.5 7l1 3h5l1-3zM9 17v2h6v-2z',
    turnsWithCourse: true,
  },
  [DeviceIcon.MOTORCYCLE]: {
    path: 'M11 2h2l1 4v4l1 1v6l-1 1v3l-1 1h-2l-1-1v-3l-1-1v-6l1-1V6zM6 7h12v1.5H6z',
    turnsWithCourse: true,
  },
  [DeviceIcon.BICYCLE]: {
    path: 'M11 2h2v7h-2zM11 15h2v7h-2zM11.4 8h1.2v8h-1.4zM7 9h10v1.4H7z',
    turnsWithCourse: true,
  },
  [DeviceIcon.TRUCK]: {
    path: 'M8 1h8a1 1 0 0 1 1 1v5H7V2a1 1 0 0 1 1-1zM9 3v2h6V3zM6 8h12v14a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1z',
    turnsWithCourse: true,
  },
  [DeviceIcon.EXCAVATOR]: {
    path: 'M5 10h3v12H5zM16 10h3v12h-3zM9 11h6v9H9zM11 3h2v8h-2zM8 1h8v3H8z',
    turnsWithCourse: true,
  },
  [DeviceIcon.BOAT]: {
    path: 'M12 1l5 7v13a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V8zM10 12v4h4v-4z',
    turnsWithCourse: true,
  },
  [DeviceIcon.PEDESTRIAN]: {
    path: 'M12 1.5a2.5 2.5 0 1 1 0 5a2.5 2.5 0 0 1 0-5zM9 8h6l1.5 7h-2l-.5 7.5h-4L9.5 15h-2z',
    turnsWithCourse: false,
  },
});
