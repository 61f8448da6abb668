/** Minimal structured logger; LOG_LEVEL=silent keeps test output clean. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, error?: unknown): void;
}

const LEVELS = { silent: 0, error: 1, warn: 2, info: 3 } as const;

export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  const threshold = LEVELS[level as keyof typeof LEVELS] ?? LEVELS.info;
  const line = (lvl: string, message: string, extra?: unknown) =>
    `${new Date().toISOString()} ${lvl.padEnd(5)} ${message}${extra === undefined ? '' : ' ' + JSON.stringify(extra)}`;
  return {
    info: (m, f) => threshold >= LEVELS.info && console.log(line('info', m, f)),
    warn: (m, f) => threshold >= LEVELS.warn && console.warn(line('warn', m, f)),
    error: (m, e) =>
      threshold >= LEVELS.error &&
      console.error(line('error', m), e instanceof Error ? (e.stack ?? e.message) : (e ?? '')),
  };
}
