import 'reflect-metadata';
import { parentPort, workerData } from 'node:worker_threads';
import type { AppConfig } from './config';
import type { ToGatewayThread, FromGatewayThread } from './device-link/gateway-thread-messages';
import { startStandaloneGateway } from './device-link/standalone-gateway';
import { createLogger } from './infrastructure/logger';

/** The entry of the gateway thread that `startGatewayThread` starts; it speaks only through its port. */
async function main(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('gateway-worker runs as a worker thread only');
  const send = (message: FromGatewayThread) => port.postMessage(message);
  try {
    const gateway = await startStandaloneGateway(workerData as AppConfig, createLogger());
    port.on('message', (message: ToGatewayThread) => {
      if (message.type === 'report') {
        void gateway
          .report({ collectGarbage: message.collectGarbage })
          .then((report) => send({ type: 'report', id: message.id, report }));
        return;
      }
      gateway
        .stop()
        .catch((error: unknown) => send({ type: 'failed', error: describe(error) }))
        // Nothing else holds the thread open once the gateway and its stores are closed: it ends.
        .finally(() => port.close());
    });
    send({ type: 'ready', ports: gateway.ports });
  } catch (error) {
    send({ type: 'failed', error: describe(error) });
    port.close();
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

void main();
