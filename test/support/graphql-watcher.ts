import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

/** One graphql-ws subscription and everything it received. */
export class Watcher {
  readonly received: any[] = [];
  errors: unknown[] = [];
  completed = false;
  private readonly client: Client;
  private readonly dispose: () => void;

  constructor(url: string, token: string, query: string, variables: Record<string, unknown> = {}) {
    this.client = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: { authToken: token },
      retryAttempts: 0,
    });
    this.dispose = this.client.subscribe(
      { query, variables },
      {
        next: (value) => {
          if (value.errors) this.errors.push(...value.errors);
          else this.received.push(Object.values(value.data ?? {})[0]);
        },
        error: (error) => this.errors.push(error),
        complete: () => (this.completed = true),
      },
    );
  }

  /** Lets the subscription reach the server before the case makes things happen. */
  static async open(url: string, token: string, query: string, variables?: Record<string, unknown>) {
    const watcher = new Watcher(url, token, query, variables);
    await new Promise<void>((resolve) => watcher.client.on('connected', () => resolve()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    return watcher;
  }

  async close(): Promise<void> {
    this.dispose();
    await this.client.dispose();
  }
}
