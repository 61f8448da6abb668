import { VEHICLE_SHAPE_BOX, VEHICLE_SHAPES } from './shapes';
import type { VehicleLook } from './vehicleLook';

/** The vehicle's icon in the tree and the list: the same outline, colour and turn as its marker. */
export function VehicleGlyph({ look, size }: { look: VehicleLook; size: number }) {
  const centre = VEHICLE_SHAPE_BOX / 2;
  return (
    <svg
      className="vehicle-glyph"
      viewBox={`0 0 ${VEHICLE_SHAPE_BOX} ${VEHICLE_SHAPE_BOX}`}
      width={size}
      height={size}
      aria-hidden="true"
      data-icon={look.icon}
      data-stale={look.stale || undefined}
    >
      <path
        d={VEHICLE_SHAPES[look.icon].path}
        fill={look.colour}
        fillRule="evenodd"
        transform={`rotate(${look.rotation} ${centre} ${centre})`}
      />
    </svg>
  );
}
