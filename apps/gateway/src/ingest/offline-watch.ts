import type { TelemetrySnapshot } from '@gps/domain';

interface Seen {
  online: boolean;
  lastSeenAt: number | null;
}

/**
 * The devices the offline sweeper looks at, kept apart from the state cache so an evicted device
 * is still swept: one small record per device this process has run a command for, plus the
 * devices with an open TCP session and those the platform asked to watch (`null`: state not
 * loaded yet, so the sweeper loads it once and lets the decider look).
 */
export class OfflineWatch {
  private readonly devices = new Map<string, Seen | null>();
  private readonly sessions = new Set<string>();

  /** After every command: the device's state as the writer now knows it. */
  update(serial: string, device: TelemetrySnapshot | undefined): void {
    this.devices.set(
      serial,
      device === undefined ? null : { online: device.online, lastSeenAt: device.lastSeenAt },
    );
  }

  /** Devices whose state is not loaded yet but may be online (e.g. from a read model at startup). */
  watch(serial: string): void {
    if (!this.devices.has(serial)) this.devices.set(serial, null);
  }

  connected(serial: string): void {
    this.sessions.add(serial);
  }

  disconnected(serial: string): void {
    this.sessions.delete(serial);
  }

  connectedDevices(): string[] {
    return [...this.sessions];
  }

  /**
   * Who may have to go offline at `at`: online devices silent for the timeout, and devices whose
   * state this process has not seen (watched or connected). The decider makes the call; this only
   * spares it the devices that are certainly still online, so a sweep costs nothing per healthy device.
   */
  due(at: number, offlineTimeoutMs: number): string[] {
    const due: string[] = [];
    for (const [serial, seen] of this.devices) {
      if (seen === null) due.push(serial);
      else if (seen.online && seen.lastSeenAt !== null && seen.lastSeenAt + offlineTimeoutMs <= at)
        due.push(serial);
    }
    for (const serial of this.sessions) if (!this.devices.has(serial)) due.push(serial);
    return due;
  }
}
