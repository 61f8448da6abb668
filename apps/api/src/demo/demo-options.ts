/** `--demo` settings; environment variables override the defaults. */
export interface DemoOptions {
  fleetAccount: string;
  /** Typed in the sign-in form; a demo fleet is not for production data. */
  fleetPassword: string;
  /** Vehicles per protocol: most trackers speak GT06, some H02, a few are phones (OsmAnd) or Teltonika. */
  vehicles: { gt06: number; h02: number; osmand: number; teltonika: number };
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
  const teltonika = Math.floor(total / 10);
  return {
    fleetAccount: env.DEMO_ACCOUNT || 'demo',
    fleetPassword: env.DEMO_PASSWORD || 'demo1234',
    vehicles: { gt06: total - h02 - osmand - teltonika, h02, osmand, teltonika },
    intervalSeconds: count(env.DEMO_INTERVAL_SECONDS, 5, 'DEMO_INTERVAL_SECONDS') || 5,
    serialBase: '860000000000000',
  };
}
