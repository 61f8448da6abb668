import { BroadcastChannel } from 'node:worker_threads';

/**
 * Tells the other stores open on the same file in this process, in any thread, that a commit
 * landed. The device gateway runs on its own thread beside the api: without this, each side would
 * only see the other's events at its next poll, up to a poll interval later. Other processes still
 * rely on polling.
 */
export class SiblingCommits {
  private readonly channel: BroadcastChannel;

  constructor(file: string, onSiblingCommit: () => void) {
    this.channel = new BroadcastChannel(`gps-sqlite-commits:${file}`);
    this.channel.onmessage = () => onSiblingCommit();
    // A channel must not keep its thread alive on its own.
    this.channel.unref();
  }

  announce(): void {
    this.channel.postMessage(0);
  }

  close(): void {
    this.channel.close();
  }
}
