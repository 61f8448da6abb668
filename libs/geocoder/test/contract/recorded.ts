import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Exchange } from '../support/replay-server';

/** The hand-written recordings of a provider (see recordings/README.md). */
export function recorded(provider: 'nominatim' | 'google'): Exchange[] {
  const file = join(__dirname, 'recordings', `${provider}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { exchanges: Exchange[] }).exchanges;
}
