import 'reflect-metadata';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { loadConfig } from '../../apps/api/src/config';
import { Platform } from '../../apps/api/src/platform/platform';
import { bootstrapFirstAdmin } from '../../apps/api/src/platform/bootstrap';
import { startServer, type RunningServer } from '../../apps/api/src/server';
import { ManualClock } from '../../apps/api/src/infrastructure/clock';
import type { Mail } from '../../apps/api/src/infrastructure/mailer';
import type { DeviceLink } from '../../apps/api/src/device-link/device-link';
import { startGatewayThread } from '../../apps/api/src/device-link/gateway-thread';
import type { StandaloneGateway } from '../../apps/api/src/device-link/standalone-gateway';
import type { GatewayPorts } from '@gps/gateway';

export const ADMIN_PASSWORD = 'first-admin-password';
export const sha = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export interface Envelope<T = any> {
  code: number;
  message: string;
  data?: T;
}

/** The whole platform in this process on a random port, with a temp store and a controllable clock. */
export class TestApp {
  readonly clock = new ManualClock(Date.UTC(2026, 10, 1, 8, 0, 0));
  readonly mails: Mail[] = [];
  platform!: Platform;
  server!: RunningServer;
  /** The gateway on the api's event loop (GATEWAY: 'inline'), with the test's clock. */
  deviceLink?: DeviceLink;
  /** The gateway on its own thread as `npm start` runs it (GATEWAY: 'on'); it runs the built code. */
  gatewayThread?: StandaloneGateway;
  /** What made the gateway thread stop on its own, if it did. */
  gatewayThreadCrash?: Error;
  private dir = mkdtempSync(join(tmpdir(), 'gps-test-'));

  static async start(env: Record<string, string> = {}): Promise<TestApp> {
    const app = new TestApp();
    await app.boot(env);
    return app;
  }

  get dataDir(): string {
    return this.dir;
  }

  async boot(env: Record<string, string> = {}): Promise<void> {
    const config = loadConfig({
      DATA_DIR: this.dir,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(this.dir, 'no-web'),
      // The gateway only where a case asks for it (GATEWAY: 'inline' or 'on'), on free local ports.
      GATEWAY: 'off',
      GT06_PORT: '0',
      H02_PORT: '0',
      OSMAND_PORT: '0',
      JT808_PORT: '0',
      TELTONIKA_PORT: '0',
      GATEWAY_HOST: '127.0.0.1',
      ...env,
    });
    this.platform = await Platform.create(config, {
      clock: this.clock,
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      mailer: { send: async (mail) => void this.mails.push(mail) },
    });
    await this.platform.start();
    await bootstrapFirstAdmin(this.platform);
    // A case that needs its PUBLIC_URL known ahead (a provider notifying back) names the PORT.
    this.server = await startServer(this.platform, { port: Number(env.PORT ?? 0), host: '127.0.0.1' });
    if (config.devices.mode === 'inline') this.deviceLink = await this.platform.startDeviceLink();
    if (config.devices.mode === 'thread') {
      this.gatewayThread = await startGatewayThread(config, (error) => (this.gatewayThreadCrash = error));
    }
  }

  /** The gateway's actual ports; only for an app started with a gateway. */
  get gatewayPorts(): GatewayPorts {
    const ports = this.deviceLink?.gateway.ports ?? this.gatewayThread?.ports;
    if (!ports) throw new Error("start the app with { GATEWAY: 'inline' } to use the gateway");
    return ports;
  }

  /** Stops the server and the stores but keeps the data, to show what survives a restart. */
  async shutdown(): Promise<void> {
    await this.server.close();
    await this.gatewayThread?.stop();
    await this.platform.stop();
    this.deviceLink = undefined;
    this.gatewayThread = undefined;
  }

  async stop(): Promise<void> {
    await this.shutdown();
    rmSync(this.dir, { recursive: true, force: true });
  }

  async api<T = any>(call: string, body: Record<string, unknown> = {}, token?: string): Promise<Envelope<T>> {
    const res = await fetch(`${this.server.url}/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(token ? { ...body, userToken: token } : body),
    });
    return (await res.json()) as Envelope<T>;
  }

  /** Calls /api and fails the test with the server's message unless the code is 0. */
  async ok<T = any>(call: string, body: Record<string, unknown> = {}, token?: string): Promise<T> {
    const res = await this.api<T>(call, body, token);
    if (res.code !== 0) throw new Error(`${call} answered ${res.code}: ${res.message}`);
    return res.data as T;
  }

  async gql<T = any>(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const res = await fetch(`${this.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: number } }[] };
  }

  async adminToken(account = 'admin', password = ADMIN_PASSWORD): Promise<string> {
    return (await this.ok<{ token: string }>('loginAccount', { account, password: sha(password) })).token;
  }

  async clientToken(account: string, password: string): Promise<string> {
    return (await this.ok<{ token: string }>('login', { account, password: sha(password) })).token;
  }
}
