import { DeviceIcon, isDeviceIcon } from '@gps/codes';
import { VEHICLE_SHAPE_BOX, VEHICLE_SHAPES } from './shapes';
import { statusColour } from './statusColour';

/** What a vehicle's icon shows: which outline, in which colour, turned how far (degrees clockwise). */
export interface VehicleLook {
  icon: DeviceIcon;
  colour: string;
  rotation: number;
  stale: boolean;
}

export interface LookedVehicle {
  deviceIcon: number | null | undefined;
  deviceStatusCode: number | null | undefined;
  course?: number | null;
}

const FULL_TURN = 360;

/**
 * The icon of a vehicle: its chosen outline (a car when the setting is missing or unknown),
 * coloured by status (grey when stale), turned by its last course when the outline has a front.
 */
export function vehicleLook(vehicle: LookedVehicle, stale: boolean): VehicleLook {
  const icon = isDeviceIcon(vehicle.deviceIcon) ? vehicle.deviceIcon : DeviceIcon.CAR;
  const course = vehicle.course;
  const turns = VEHICLE_SHAPES[icon].turnsWithCourse && typeof course === 'number' && Number.isFinite(course);
  return {
    icon,
    colour: statusColour(vehicle.deviceStatusCode, stale),
    rotation: turns ? ((Math.round(course) % FULL_TURN) + FULL_TURN) % FULL_TURN : 0,
    stale,
  };
}

/** The icon as SVG markup (the map's markers are DOM built by Leaflet from a string). */
export function vehicleSvg(look: VehicleLook, size: number): string {
  const centre = VEHICLE_SHAPE_BOX / 2;
  return (
    `<svg viewBox="0 0 ${VEHICLE_SHAPE_BOX} ${VEHICLE_SHAPE_BOX}" width="${size}" height="${size}" aria-hidden="true" data-icon="${look.icon}">` +
    `<path d="${VEHICLE_SHAPES[look.icon].path}" fill="${look.colour}" fill-rule="evenodd" ` +
    `transform="rotate(${look.rotation} ${centre} ${centre})"/></svg>`
  );
}
