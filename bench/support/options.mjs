// A benchmark's command-line options.
import { parseArgs } from 'node:util';

/**
 * The `--name value` options named in `defaults`, each defaulting to its value there; a number where
 * the default is a number, text otherwise. Any other option is refused.
 */
export function readOptions(defaults) {
  const { values } = parseArgs({
    options: Object.fromEntries(
      Object.entries(defaults).map(([name, value]) => [name, { type: 'string', default: String(value) }]),
    ),
  });
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof defaults[name] === 'number' ? Number(value) : value,
    ]),
  );
}
