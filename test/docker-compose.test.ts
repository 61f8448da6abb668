import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');

/** `docker compose` (v2 plugin) or `docker-compose` (Debian's package), whichever this machine has. */
function composeCommand(): string[] | undefined {
  for (const candidate of [['docker', 'compose'], ['docker-compose']]) {
    const probe = spawnSync(candidate[0], [...candidate.slice(1), 'version'], { encoding: 'utf8' });
    if (probe.status === 0) return candidate;
  }
  return undefined;
}

const compose = composeCommand();
const describeIfCompose = compose ? describe : describe.skip;

describeIfCompose(
  compose ? 'docker-compose.yml' : 'docker-compose.yml (skipped: no docker compose binary)',
  () => {
    it('validates and points the app at KurrentDB and a MongoDB replica set', () => {
      const [bin, ...args] = compose as string[];
      const run = spawnSync(bin, [...args, '-f', 'docker-compose.yml', 'config'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(/EVENTSTORE_URL: kurrentdb:\/\/kurrentdb:2113/);
      expect(run.stdout).toMatch(/MONGO_URL: mongodb:\/\/mongo:27017\/gps\?replicaSet=rs0/);
      expect(run.stdout).toMatch(/--replSet/);
    });

    it('runs the device gateway as its own service, with the api not starting a second one', () => {
      const [bin, ...args] = compose as string[];
      const run = spawnSync(bin, [...args, '-f', 'docker-compose.yml', 'config', '--services'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(run.stdout.split('\n')).toEqual(expect.arrayContaining(['app', 'gateway']));
      const config = spawnSync(bin, [...args, '-f', 'docker-compose.yml', 'config'], {
        cwd: ROOT,
        encoding: 'utf8',
      });
      expect(config.stdout).toMatch(/GATEWAY: "?off"?/);
      expect(config.stdout).toMatch(/gateway-main\.js/);
      expect(config.stdout).toMatch(/5023/);
    });
  },
);
