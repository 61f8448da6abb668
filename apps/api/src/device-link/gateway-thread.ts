import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AppConfig } from '../config';
import type { FromGatewayThread, ToGatewayThread } from './gateway-thread-messages';
import type { GatewayReport } from './device-link';
import type { StandaloneGateway } from './standalone-gateway';

/** A stopped gateway thread that has not ended by then is terminated. */
const EXIT_GRACE_MS = 5000;

/**
 * Starts the device gateway on a thread of its own (`gateway-worker.ts`), with its own connections
 * to the stores: sockets, decoding, deciding and appending positions then run beside the api's
 * projections, GraphQL and live updates instead of taking turns with them on one event loop. The
 * two threads share nothing but the stores; each side's commits wake the other's subscriptions at
 * once (the event store's sibling-commit channel). `onCrash` hears of a thread that died after it
 * had started.
 */
export function startGatewayThread(
  config: AppConfig,
  onCrash: (error: Error) => void,
): Promise<StandaloneGateway> {
  const script = workerScript();
  if (!existsSync(script)) {
    return Promise.reject(new Error(`${script} is missing: build apps/api, or set GATEWAY=inline`));
  }
  const worker = new Worker(script, { workerData: config });
  const send = (message: ToGatewayThread) => worker.postMessage(message);
  let stopping: Promise<void> | undefined;

  return new Promise<StandaloneGateway>((resolve, reject) => {
    let started = false;
    const fail = (error: Error) => {
      if (!started) reject(error);
      else if (!stopping) onCrash(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the gateway thread ended (exit code ${code})`)));
    worker.on('message', (message: FromGatewayThread) => {
      if (message.type === 'failed' && !started) fail(new Error(message.error));
      if (message.type !== 'ready') return;
      started = true;
      resolve({
        ports: message.ports,
        report: (options) => askReport(worker, send, options?.collectGarbage ?? false),
        stop: () => (stopping ??= stopThread(worker, send)),
      });
    });
  });
}

let lastReportId = 0;

function askReport(
  worker: Worker,
  send: (message: ToGatewayThread) => void,
  collectGarbage: boolean,
): Promise<GatewayReport> {
  const id = ++lastReportId;
  return new Promise<GatewayReport>((resolve, reject) => {
    const onMessage = (message: FromGatewayThread) => {
      if (message.type !== 'report' || message.id !== id) return;
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      resolve(message.report);
    };
    const onExit = () => {
      worker.off('message', onMessage);
      reject(new Error('the gateway thread ended before it reported'));
    };
    worker.on('message', onMessage);
    worker.once('exit', onExit);
    send({ type: 'report', id, collectGarbage });
  });
}

/**
 * The thread always runs compiled code: beside this file in the build, and the build's when this
 * file runs from the sources (the test runner compiles the sources in memory, a thread cannot).
 */
function workerScript(): string {
  const fromSources = __filename.endsWith('.ts');
  return join(__dirname, '..', ...(fromSources ? ['..', 'dist'] : []), 'gateway-worker.js');
}

function stopThread(worker: Worker, send: (message: ToGatewayThread) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => void worker.terminate(), EXIT_GRACE_MS);
    let failure: Error | undefined;
    worker.on('message', (message: FromGatewayThread) => {
      if (message.type === 'failed') failure = new Error(`stopping the gateway failed: ${message.error}`);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve();
    });
    send({ type: 'stop' });
  });
}
