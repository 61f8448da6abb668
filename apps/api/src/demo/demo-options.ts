/** `--demo` settings; environment variables override the defaults. */
export interface DemoOptions {
  fleetAccount: string;
  /** Typed in the sign-in form; a demo fleet is not for production data. */
  fleetPassword: string;
  /**
   * Vehicles per protocol: most trackers speak GT06, some H02, a few are JT808 vehicle terminals,
   * a few Teltonika and a few phones (OsmAnd).
   */
  vehicles: { gt06: number; h02: number; osmand: number; jt808: number; teltonika: number };
  intervalSeconds: number;
  /** First serial number; the simulator's default range. */
  serialBase: string;
}

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 10_000)
    throw new Error(`${name} must be 0..10000, got "${value}"`);
  return n;
}

export function loadDemoOptions(env: NodeJS.ProcessEnv = process.env): DemoOptions {
  const total = count(env.DEMO_VEHICLES, 20, 'DEMO_VEHICLES');
  const h02 = Math.floor(total / 4);
  const osmand = Math.floor(total / 10);
  const jt808 = Math.floor(total / 10);
  const teltonika = Math.floor(total / 10);
  return {
    fleetAccount: env.DEMO_ACCOUNT || 'demo',
    fleetPassword: env.DEMO_PASSWORD || 'demo1234',
    vehicles: { gt06: total - h02 - osmand - jt808 - teltonika, h02, osmand, jt808, teltonika },
    intervalSeconds: count(env.DEMO_INTERVAL_SECONDS, 5, 'DEMO_INTERVAL_SECONDS') || 5,
    serialBase: '860000000000000',
  };
}
