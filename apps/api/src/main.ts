import 'reflect-metadata';
import { loadConfig } from './config';
import { Platform } from './platform/platform';
import { bootstrapFirstAdmin } from './platform/bootstrap';
import { startServer } from './server';
import { listeningOn } from './device-link/device-link';
import { startConfiguredGateway } from './device-link/configured-gateway';
import { runProcess } from './infrastructure/run-process';
import { startDemo, type RunningDemo } from './demo/demo';
import { loadDemoOptions } from './demo/demo-options';
import { areaAddresses } from './platform/area-addresses';

async function main(): Promise<() => Promise<void>> {
  const demo = process.argv.includes('--demo');
  const config = loadConfig();
  if (demo && config.devices.mode === 'off')
    throw new Error('--demo needs the gateway in this process (GATEWAY=off is set)');
  const platform = await Platform.create(config);
  const addresses = areaAddresses(config.publicUrl);
  await platform.start();
  const first = await bootstrapFirstAdmin(platform);
  if (first) {
    platform.logger.info(`created the first administrator "${first.account}" with a full-permission group`);
    if (first.generatedPassword) {
      // Printed once, on the first start only: the store keeps nothing but a slow hash of it.
      console.log(
        `\n  First administrator: ${first.account}\n  Password:            ${first.generatedPassword}\n  Back office:         ${addresses.backOffice}\n  (set ADMIN_PASSWORD to choose it; this is shown only once)\n`,
      );
    }
  }
  const server = await startServer(platform);
  const gateway = await startConfiguredGateway(platform, (error) => {
    // Devices could no longer report: exit, so that the supervisor restarts the whole platform.
    platform.logger.error('the device gateway thread stopped', error);
    process.exit(1);
  });
  if (gateway) platform.logger.info(`device gateway listening: ${listeningOn(gateway.ports)}`);
  let running: RunningDemo | undefined;
  if (demo && gateway) {
    const options = loadDemoOptions();
    running = await startDemo(platform, server.dispatcher, gateway.ports, options);
    console.log(
      `\n  Demo: ${running.serials.length} simulated vehicles are driving around 23.98, 120.97.\n  Sign in at ${addresses.customers} as "${options.fleetAccount}" with password "${options.fleetPassword}".\n`,
    );
  }
  platform.logger.info(
    `platform listening: customers at ${addresses.customers}, back office at ${addresses.backOffice} (store: ${config.eventStoreUrl ? 'KurrentDB' : 'SQLite'} / ${config.mongoUrl ? 'MongoDB' : 'SQLite'}, data in ${config.dataDir})`,
  );
  return async () => {
    await running?.stop();
    await server.close();
    await gateway?.stop();
    await platform.stop();
  };
}

runProcess(main);
