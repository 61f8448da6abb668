import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allProjections } from '@gps/projections';
import type { EventStore } from '@gps/event-store';
import { createReadStore, type ReadStore } from '@gps/read-store';
import type { ProjectionRunner } from '@gps/projections';
import type { ScratchStore, VerificationSources } from './verify-log';

/**
 * How long the comparison waits for a live projection to reach the head the chain walk ended at: a
 * running platform's projections follow the log within seconds even under the ingest benchmark's load.
 */
export const LIVE_CATCH_UP_MS = 120_000;

/** The scratch read store: the embedded (SQLite) one, in a temporary directory of its own. */
export async function temporaryReadStore(): Promise<ScratchStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'audit-verify-'));
  const store = await createReadStore({ dataDir });
  return {
    store,
    async dispose() {
      await store.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The parts of a platform its verification reads. */
export interface VerifiedPlatform {
  events: EventStore;
  /** The log as stored: what the chain covers. */
  storedEvents: EventStore;
  read: ReadStore;
  runner: Pick<ProjectionRunner, 'waitFor'>;
  config: { timeZone: string };
}

/** A platform's log, read models and projections, as its verification reads them. */
export function verificationSourcesOf(platform: VerifiedPlatform): VerificationSources {
  return {
    stored: platform.storedEvents,
    events: platform.events,
    live: platform.read,
    projections: allProjections({ timeZone: platform.config.timeZone }),
    waitForLive: (projection, position) => platform.runner.waitFor(position, LIVE_CATCH_UP_MS, [projection]),
    scratch: temporaryReadStore,
  };
}
