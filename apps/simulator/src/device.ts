import type { DeviceLink } from './transports/types';
import type { VehicleOutput } from './types';
import type { Vehicle } from './vehicle';

/** A vehicle wired to its connection: what the vehicle does, the link says on the wire. */
export class SimulatedDevice {
  constructor(
    readonly vehicle: Vehicle,
    readonly link: DeviceLink,
    private readonly observer?: (output: VehicleOutput) => void,
  ) {}

  get id(): string {
    return this.vehicle.id;
  }

  /** Advance the vehicle to `nowMs` and hand its outputs to the link, in order. */
  tick(nowMs: number): void {
    for (const output of this.vehicle.tick(nowMs)) {
      this.observer?.(output);
      if (output.type === 'connect') this.link.connect();
      else if (output.type === 'disconnect') this.link.disconnect();
      else this.link.send(output);
    }
  }

  close(): Promise<void> {
    return this.link.close();
  }
}
