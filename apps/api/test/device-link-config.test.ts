import { DEFAULT_TELEMETRY_CONFIG } from '@gps/domain';
import { loadDeviceLinkConfig } from '../src/device-link/device-link-config';

describe('device link configuration', () => {
  it('defaults to the gateway on its own thread of this process, on the trackers’ usual ports', () => {
    expect(loadDeviceLinkConfig({})).toEqual({
      mode: 'thread',
      ports: { gt06: 5023, h02: 5013, osmand: 5055, jt808: 5015, teltonika: 5027 },
      host: '0.0.0.0',
      idleTimeoutMs: 600_000,
      loginTimeoutMs: 30_000,
      maxConnections: undefined,
      maxConnectionsPerAddress: 1_000,
      telemetry: { ...DEFAULT_TELEMETRY_CONFIG },
      commandTtlMs: 86_400_000,
      sweepIntervalMs: 30_000,
    });
  });

  it.each([
    ['on', 'thread'],
    ['', 'thread'],
    ['inline', 'inline'],
    ['off', 'off'],
  ])('reads GATEWAY=%j as the %s mode', (value, mode) => {
    expect(loadDeviceLinkConfig({ GATEWAY: value }).mode).toBe(mode);
  });

  it('refuses a GATEWAY it does not know', () => {
    expect(() => loadDeviceLinkConfig({ GATEWAY: 'yes' })).toThrow(
      'GATEWAY must be "on", "inline" or "off", got "yes"',
    );
  });

  it('reads every setting from the environment', () => {
    const config = loadDeviceLinkConfig({
      GATEWAY: 'off',
      GT06_PORT: '0',
      H02_PORT: 'off',
      OSMAND_PORT: '8082',
      JT808_PORT: '8808',
      TELTONIKA_PORT: 'off',
      GATEWAY_HOST: '127.0.0.1',
      DEVICE_IDLE_TIMEOUT_SECONDS: '120',
      DEVICE_LOGIN_TIMEOUT_SECONDS: '10',
      DEVICE_MAX_CONNECTIONS: '5000',
      DEVICE_MAX_CONNECTIONS_PER_ADDRESS: '50',
      DEVICE_OFFLINE_SECONDS: '300',
      COMMAND_TTL_SECONDS: '3600',
      DEVICE_SWEEP_SECONDS: '5',
      TELEMETRY_CONFIG: '{"maxSpeedKmh": 250, "acceptLbs": false}',
    });
    expect(config).toMatchObject({
      mode: 'off',
      ports: { gt06: 0, h02: null, osmand: 8082, jt808: 8808, teltonika: null },
      host: '127.0.0.1',
      idleTimeoutMs: 120_000,
      loginTimeoutMs: 10_000,
      maxConnections: 5_000,
      maxConnectionsPerAddress: 50,
      commandTtlMs: 3_600_000,
      sweepIntervalMs: 5_000,
    });
    expect(config.telemetry).toEqual({
      ...DEFAULT_TELEMETRY_CONFIG,
      maxSpeedKmh: 250,
      acceptLbs: false,
      offlineTimeoutMs: 300_000,
    });
  });

  it.each([
    [{ GT06_PORT: '70000' }, /GT06_PORT/],
    [{ H02_PORT: 'x' }, /H02_PORT/],
    [{ JT808_PORT: '-1' }, /JT808_PORT/],
    [{ TELTONIKA_PORT: '-1' }, /TELTONIKA_PORT/],
    [{ COMMAND_TTL_SECONDS: '0' }, /COMMAND_TTL_SECONDS/],
    [{ DEVICE_LOGIN_TIMEOUT_SECONDS: '0' }, /DEVICE_LOGIN_TIMEOUT_SECONDS/],
    [{ DEVICE_MAX_CONNECTIONS: '-5' }, /DEVICE_MAX_CONNECTIONS must be a positive whole number/],
    [{ DEVICE_MAX_CONNECTIONS_PER_ADDRESS: 'many' }, /DEVICE_MAX_CONNECTIONS_PER_ADDRESS/],
    [{ DEVICE_OFFLINE_SECONDS: '1.5' }, /DEVICE_OFFLINE_SECONDS/],
    [{ TELEMETRY_CONFIG: 'not json' }, /TELEMETRY_CONFIG must be a JSON object/],
    [{ TELEMETRY_CONFIG: '[1]' }, /TELEMETRY_CONFIG must be a JSON object/],
    [{ TELEMETRY_CONFIG: '{"maxSpeed": 1}' }, /unknown keys: maxSpeed/],
    [{ TELEMETRY_CONFIG: '{"maxSpeedKmh": -1}' }, /maxSpeedKmh/],
    [{ TELEMETRY_CONFIG: '{"minAltitudeMeters": 10, "maxAltitudeMeters": 0}' }, /altitude/],
  ])('refuses %j at startup', (env, message) => {
    expect(() => loadDeviceLinkConfig(env)).toThrow(message);
  });
});
