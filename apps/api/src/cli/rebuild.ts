import 'reflect-metadata';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config';
import { Platform } from '../application/platform';
import { createLogger } from '../infrastructure/logger';

/**
 * `npm run rebuild -- [projection ...]`: drops read models and replays the whole event log into them.
 * Run it while the platform is stopped; with no name, every projection is rebuilt.
 */
async function main(): Promise<void> {
  const platform = await Platform.create(loadConfig(), { logger: createLogger('warn') });
  const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const names = requested.length > 0 ? requested : platform.runner.names();
  const unknown = names.filter((n) => !platform.runner.names().includes(n));
  if (unknown.length > 0) {
    console.error(
      `unknown projection(s): ${unknown.join(', ')}; known: ${platform.runner.names().join(', ')}`,
    );
    process.exitCode = 2;
    await platform.stop();
    return;
  }
  for (const name of names) {
    const bar = new SingleBar(
      { format: `${name.padEnd(14)} [{bar}] {percentage}% | position {value}/{total}`, hideCursor: true },
      Presets.shades_classic,
    );
    let started = false;
    await platform.runner.rebuild(name, (done, head) => {
      if (!started) {
        bar.start(Number(head), 0);
        started = true;
      }
      bar.update(Number(done));
    });
    if (started) bar.stop();
    else console.log(`${name.padEnd(14)} (no events)`);
  }
  await platform.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
