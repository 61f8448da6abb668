import 'reflect-metadata';
import { loadConfig } from './config';
import { Platform } from './application/platform';
import { bootstrapFirstAdmin } from './application/bootstrap';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const platform = await Platform.create(config);
  await platform.start();
  const first = await bootstrapFirstAdmin(platform);
  if (first) {
    platform.logger.info(`created the first administrator "${first.account}" with a full-permission group`);
    if (first.generatedPassword) {
      // Printed once, on the first start only: the store keeps nothing but a slow hash of it.
      console.log(
        `\n  First administrator: ${first.account}\n  Password:            ${first.generatedPassword}\n  (set ADMIN_PASSWORD to choose it; this is shown only once)\n`,
      );
    }
  }
  const server = await startServer(platform);
  if (config.devices.enabled) {
    const { gateway } = await platform.startDeviceLink();
    const listening = Object.entries(gateway.ports)
      .filter(([, port]) => port !== null)
      .map(([protocol, port]) => `${protocol} ${port}`);
    platform.logger.info(`device gateway listening: ${listening.join(', ')}`);
  }
  platform.logger.info(
    `platform listening on ${config.publicUrl} (store: ${config.eventStoreUrl ? 'KurrentDB' : 'SQLite'} / ${config.mongoUrl ? 'MongoDB' : 'SQLite'}, data in ${config.dataDir})`,
  );
  const shutdown = async () => {
    await server.close();
    await platform.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
