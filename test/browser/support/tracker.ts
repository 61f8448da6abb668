import { Simulator } from '../../../apps/simulator/src/simulator';
import type { Fix } from '../../../apps/simulator/src/types';
import type { TestApp } from '../../support/app-harness';

/**
 * One simulated GT06 tracker (the simulator's vehicle and GT06 link) for a device of the app. It
 * reports only when the test says so: `report(seconds)` moves the app's clock and lets the vehicle
 * drive that long, so what the page must show is known and nothing depends on timing. Commands are
 * answered by the simulator itself, as it answers them for `npm run simulate`.
 */
export class SimulatedTracker {
  /** Positions sent, oldest first. */
  readonly positions: Fix[] = [];
  /** Connection and protocol failures the simulator reported. */
  readonly errors: string[] = [];
  private readonly simulator: Simulator;

  constructor(
    private readonly app: TestApp,
    serial: string,
  ) {
    const port = app.gatewayPorts.gt06;
    if (!port) throw new Error("the app has no GT06 listener: start it with { GATEWAY: 'inline' }");
    this.simulator = new Simulator({
      devices: 1,
      protocol: 'gt06',
      port,
      serialBase: serial,
      now: () => app.clock.now(),
      gt06Flavour: 'utc',
      alarmRate: 0,
      offlineRate: 0,
      // Driving: every report is a position.
      behaviour: { initialShares: { driving: 1, parked: 0, sleeping: 0 } },
      onOutput: (_id, output) => {
        if (output.type === 'position' && output.fix.valid) this.positions.push(output.fix);
      },
      onError: (_id, message) => this.errors.push(message),
    });
  }

  get device() {
    return this.simulator.devices[0];
  }

  /** Connects on the first call; then drives `seconds` of app time and sends what happened. */
  report(seconds = 0): Fix | undefined {
    this.app.clock.advance(seconds * 1000);
    const before = this.positions.length;
    this.device.tick(this.app.clock.now());
    return this.positions.length > before ? this.positions[this.positions.length - 1] : undefined;
  }

  /** Commands answered so far. */
  get answered(): number {
    return this.simulator.counters.commandsAnswered;
  }

  stop(): Promise<void> {
    return this.simulator.stop();
  }
}
