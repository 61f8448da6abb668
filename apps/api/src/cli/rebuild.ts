import 'reflect-metadata';
import { SingleBar, Presets } from 'cli-progress';
import { loadConfig } from '../config';
import { Platform } from '../platform/platform';
import { createLogger } from '../infrastructure/logger';
import { rebuildProjections, UnknownProjectionError, type RebuildReporter } from './rebuild-projections';

/** A progress bar per projection; the work itself is rebuildProjections (tested through the api suite). */
function progressBars(): RebuildReporter {
  const bars = new Map<string, SingleBar>();
  return {
    progress(name, done, head) {
      let bar = bars.get(name);
      if (!bar) {
        bar = new SingleBar(
          {
            format: `${name.padEnd(14)} [{bar}] {percentage}% | position {value}/{total}`,
            hideCursor: true,
            // Without a terminal (CI, a log file) the bar still prints its final state.
            noTTYOutput: true,
            notTTYSchedule: 5000,
          },
          Presets.shades_classic,
        );
        bar.start(Number(head), 0);
        bars.set(name, bar);
      }
      bar.update(Number(done));
    },
    finished(name, replayed) {
      if (replayed) bars.get(name)?.stop();
      else console.log(`${name.padEnd(14)} (no events)`);
    },
  };
}

/**
 * `npm run rebuild -- [projection ...]`: drops read models and replays the whole event log into them.
 * Run it while the platform is stopped; with no name, every projection is rebuilt.
 */
async function main(): Promise<void> {
  const platform = await Platform.create(loadConfig(), { logger: createLogger('warn') });
  try {
    const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
    await rebuildProjections(platform, requested, progressBars());
  } catch (error) {
    if (!(error instanceof UnknownProjectionError)) throw error;
    console.error(error.message);
    process.exitCode = 2;
  } finally {
    await platform.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
