import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Recording ids are UUIDs (createdIdFor); nothing else may become a path under the voice folder. */
const RECORDING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isRecordingId(id: string): boolean {
  return RECORDING_ID.test(id);
}

/**
 * The audio of voice recordings, one file per recording at `<dataDir>/voice/<recordingId>`. The
 * bytes are not in the event log: 5 MiB a recording would swell every replay and every rebuild.
 */
export class VoiceFiles {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = join(dataDir, 'voice');
  }

  pathOf(recordingId: string): string {
    if (!isRecordingId(recordingId)) throw new Error(`not a recording id: ${recordingId}`);
    return join(this.dir, recordingId);
  }

  /**
   * Durable before it returns: written under a temporary name, synced, renamed into place and the
   * folder synced, so a crash leaves either no file or the whole file, never a torn one, and an
   * acknowledged upload survives a power cut.
   */
  async save(recordingId: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(recordingId);
    await mkdir(this.dir, { recursive: true });
    const temp = join(this.dir, `.${recordingId}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const file = await open(temp, 'wx', 0o600);
      try {
        await file.writeFile(bytes);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(this.dir);
  }

  /** Size in bytes, or undefined when there is no such file. */
  async sizeOf(recordingId: string): Promise<number | undefined> {
    try {
      return (await stat(this.pathOf(recordingId))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async remove(recordingId: string): Promise<void> {
    await rm(this.pathOf(recordingId), { force: true });
  }
}

/** Makes a rename durable. Some platforms (Windows) cannot open a folder: the rename stands anyway. */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error;
  } finally {
    await handle?.close();
  }
}
