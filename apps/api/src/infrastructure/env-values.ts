/** Reading the environment's settings: each refuses a malformed value at startup, naming it. */

/**
 * A whole number of at least `min` from the variable `name`, or undefined when it is not set (or
 * empty). Anything else (a fraction, a word, a smaller number) stops the start with a message.
 */
export function optionalWhole(env: NodeJS.ProcessEnv, name: string, min = 1): number | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min) {
    const expected = min === 1 ? 'a positive whole number' : `a whole number of at least ${min}`;
    throw new Error(`${name} must be ${expected}, got "${value}"`);
  }
  return n;
}

/** Like optionalWhole, with the default for an unset variable. */
export function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 1): number {
  return optionalWhole(env, name, min) ?? fallback;
}

/** A JSON object from the variable `name` (`{}` when it is not set); its keys are the caller's to check. */
export function jsonObject(env: NodeJS.ProcessEnv, name: string): Record<string, unknown> {
  const value = env[name];
  if (value === undefined || value === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new Error(`${name} must be a JSON object`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${name} must be a JSON object`);
  }
  return parsed as Record<string, unknown>;
}

/** An IANA time zone the runtime knows (e.g. Asia/Taipei) from the variable `name`, or the default. */
export function timeZone(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] || fallback;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    throw new Error(`${name} must be an IANA time zone such as Asia/Taipei, got "${value}"`);
  }
  return value;
}
