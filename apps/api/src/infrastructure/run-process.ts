/**
 * The entry points' frame: `start` brings the process up and returns how to stop it; SIGINT and
 * SIGTERM stop it and exit 0; a failure to start prints the error and exits 1.
 */
export function runProcess(start: () => Promise<() => Promise<void>>): void {
  start()
    .then((stop) => {
      const shutdown = async () => {
        await stop();
        process.exit(0);
      };
      process.once('SIGINT', shutdown);
      process.once('SIGTERM', shutdown);
    })
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
