import { gt06Login } from '../../apps/simulator/src/transports/gt06-frames';
import { RawClient } from '../../apps/gateway/test/support/clients';
import { waitFor } from '../../apps/gateway/test/support/wait';
import { TestApp } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants } from '../support/tenants';

jest.setTimeout(60_000);

const REPORT = `{ gatewayStatus {
  gateways { id publishedAt stale startedAt ports sessions connections messages acks refusedUnknown loginTimeouts connectionsRefused decodeErrors badChecksums recordFailures datagramsDropped commandsSent commandReplies positionsRecorded warningsRaised }
  unknownDevices { serial protocol remoteAddress firstSeenAt lastSeenAt attempts }
  refusedSerials } }`;
/** The device ports' limits, set through the environment as an operator would. */
const LIMITS = {
  DEVICE_LOGIN_TIMEOUT_SECONDS: '20',
  DEVICE_MAX_CONNECTIONS: '900',
  DEVICE_MAX_CONNECTIONS_PER_ADDRESS: '40',
};

describe('gateway status for the back office', () => {
  let app: TestApp;
  const tenants = new Tenants(() => app, 864_000_000_000_000);

  beforeAll(async () => {
    app = await TestApp.start({ GATEWAY: 'inline', SESSION_IDLE_SECONDS: '864000', ...LIMITS });
  });
  afterAll(() => app.stop());

  async function both(token: string) {
    const rest = await app.api('getGatewayStatus', {}, token);
    const gql = await app.gql(REPORT, {}, token);
    return { rest, gql };
  }

  it('shows refused unknown serials and the counters, the same through both doors', async () => {
    const stranger = '864999999999999';
    const client = await RawClient.gt06(app.gatewayPorts.gt06!);
    client.write(gt06Login(stranger, 1, 0));
    await waitFor(() => client.closed, 'the refusal');
    await app.deviceLink!.status.publish();

    const { rest, gql } = await both(await app.adminToken());
    expect(rest.code).toBe(0);
    expect(gql.data.gatewayStatus).toEqual(rest.data);
    const [gateway] = rest.data.gateways;
    expect(gateway).toMatchObject({
      stale: false,
      refusedUnknown: 1,
      loginTimeouts: 0,
      connectionsRefused: 0,
      positionsRecorded: 0,
    });
    expect(rest.data.refusedSerials).toBe(1);
    expect(gateway.ports).toEqual(expect.arrayContaining([`gt06:${app.gatewayPorts.gt06}`]));
    expect(rest.data.unknownDevices).toEqual([
      {
        serial: stranger,
        protocol: 'gt06',
        remoteAddress: expect.stringContaining('127.0.0.1'),
        firstSeenAt: app.clock.now() * 1000,
        lastSeenAt: app.clock.now() * 1000,
        attempts: 1,
      },
    ]);
    // Nothing was written for it.
    const events = await app.platform.events.readAll({ limit: 100_000 });
    expect(events.filter((e) => e.streamId.includes(stranger))).toEqual([]);
  });

  it('runs the gateway with the limits of the environment', () => {
    expect(app.deviceLink!.gateway.status().limits).toEqual({
      loginTimeoutMs: 20_000,
      maxConnections: 900,
      maxConnectionsPerAddress: 40,
    });
  });

  it('marks a gateway that stopped publishing as stale', async () => {
    await app.deviceLink!.status.publish();
    app.clock.advance(61_000);
    const report = await app.ok('getGatewayStatus', {}, await app.adminToken());
    expect(report.gateways[0].stale).toBe(true);
  });

  it('is for administrators with the device view right only', async () => {
    const admin = await app.adminToken();
    const fleet = await tenants.fleet(admin);
    const { rest, gql } = await both(await tenants.signIn(fleet));
    expect(rest.code).toBe(-4);
    expect(gql.errors?.[0].extensions?.code).toBe(-4);
    const other = await createAdmin(app, { rights: { 1: '1111' } });
    const denied = await app.api('getGatewayStatus', {}, await app.adminToken(other.account, other.password));
    expect(denied.code).toBe(-4);
  });

  it('removes its document when the gateway stops cleanly', async () => {
    await app.shutdown();
    await app.boot({ GATEWAY: 'off', SESSION_IDLE_SECONDS: '864000' });
    const report = await app.ok('getGatewayStatus', {}, await app.adminToken());
    expect(report.gateways).toEqual([]);
    await app.shutdown();
    await app.boot({ GATEWAY: 'inline', SESSION_IDLE_SECONDS: '864000' });
  });
});
