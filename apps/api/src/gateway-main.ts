import 'reflect-metadata';
import { loadConfig } from './config';
import { listeningOn } from './device-link/device-link';
import { startStandaloneGateway } from './device-link/standalone-gateway';
import { createLogger } from './infrastructure/logger';
import { runProcess } from './infrastructure/run-process';

/** `npm run gateway`: the device gateway as its own process, beside an api started with GATEWAY=off. */
async function main(): Promise<() => Promise<void>> {
  const logger = createLogger();
  const gateway = await startStandaloneGateway(loadConfig(), logger);
  logger.info(`device gateway listening: ${listeningOn(gateway.ports)}`);
  return gateway.stop;
}

runProcess(main);
