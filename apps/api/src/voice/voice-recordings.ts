import { VoiceFiles } from './voice-files';
import { VoiceLinks } from './voice-links';

/** The parts of the voice recording log that live outside the event store. */
export interface VoiceRecordings {
  files: VoiceFiles;
  links: VoiceLinks;
  /** Runs `work` alone for one recording id: the check-then-store of one upload is not interleaved. */
  exclusive<T>(recordingId: string, work: () => Promise<T>): Promise<T>;
}

/** What holds the voice recordings (the platform): its data directory. */
export interface VoiceHost {
  readonly config: { readonly dataDir: string };
}

// Held beside the platform rather than in it: they need only its data dir, and a fresh platform
// (a restart) gets a fresh signing key, which is exactly when links from before should expire.
const byPlatform = new WeakMap<VoiceHost, VoiceRecordings>();

export function voiceRecordingsOf(platform: VoiceHost): VoiceRecordings {
  let voice = byPlatform.get(platform);
  if (!voice) {
    voice = create(platform.config.dataDir);
    byPlatform.set(platform, voice);
  }
  return voice;
}

function create(dataDir: string): VoiceRecordings {
  const running = new Map<string, Promise<unknown>>();
  return {
    files: new VoiceFiles(dataDir),
    links: new VoiceLinks(),
    async exclusive(recordingId, work) {
      for (let busy = running.get(recordingId); busy; busy = running.get(recordingId)) {
        await busy.catch(() => undefined);
      }
      // No await between the check above and the set below: a second caller always sees this one.
      const done = work();
      running.set(recordingId, done);
      try {
        return await done;
      } finally {
        running.delete(recordingId);
      }
    },
  };
}
