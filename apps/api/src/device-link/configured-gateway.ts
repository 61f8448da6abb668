import type { AppConfig } from '../config';
import type { DeviceLink } from './device-link';
import { startGatewayThread } from './gateway-thread';
import type { StandaloneGateway } from './standalone-gateway';

/**
 * The gateway as `config.devices.mode` says: on its own thread, on the platform's event loop
 * (then the platform stops it), or none. `onCrash` hears of a thread that died after it started.
 */
/** What starts a gateway: the configuration, and the platform's own link for the inline mode. */
export interface GatewayHost {
  readonly config: AppConfig;
  startDeviceLink(): Promise<DeviceLink>;
}

export async function startConfiguredGateway(
  platform: GatewayHost,
  onCrash: (error: Error) => void,
): Promise<StandaloneGateway | undefined> {
  const { mode } = platform.config.devices;
  if (mode === 'off') return undefined;
  if (mode === 'thread') return startGatewayThread(platform.config, onCrash);
  const link = await platform.startDeviceLink();
  return {
    ports: link.gateway.ports,
    report: async (options) => link.report(options),
    stop: async () => undefined,
  };
}
