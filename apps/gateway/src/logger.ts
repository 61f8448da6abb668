/** What the gateway logs through; the platform passes its own (the api's logger has this shape). */
export interface GatewayLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

/** One line per entry on the console; the default when the caller passes no logger. */
export const consoleLogger: GatewayLogger = {
  info: (message, fields) => console.log(line('info', message, fields)),
  warn: (message, fields) => console.warn(line('warn', message, fields)),
  error: (message, error) =>
    console.error(
      line('error', message),
      error instanceof Error ? (error.stack ?? error.message) : (error ?? ''),
    ),
};

/** For tests and benchmarks: device misbehaviour is counted in the status anyway. */
export const silentLogger: GatewayLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

function line(level: string, message: string, fields?: Record<string, unknown>): string {
  const extra = fields === undefined ? '' : ` ${JSON.stringify(fields)}`;
  return `${new Date().toISOString()} ${level.padEnd(5)} gateway: ${message}${extra}`;
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
