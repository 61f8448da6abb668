// Quick figures for the SQLite read store. Built first by the npm script:
//   npm run bench:read-store
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const { SqliteReadStore, collection } = require('../libs/read-store/dist/index.js');
const unitDocs = collection('units');
const devices = collection('devices');

const dir = mkdtempSync(join(tmpdir(), 'read-store-bench-'));
const names = ['Alpha', 'Bravo', 'Charlie', '台北車隊', 'Delta', 'Ärger'];
const device = (i) => ({
  id: `dev${String(i).padStart(6, '0')}`,
  name: `${names[i % names.length]} ${i}`,
  imei: String(860000000000000 + i),
  plate: `ABC-${i % 997}`,
  fleet: { id: `f${i % 50}`, name: `Fleet ${i % 50}` },
  speed: i % 120,
  online: i % 3 === 0,
  lastSeen: new Date(1_700_000_000_000 + i * 1000).toISOString(),
});

async function time(label, runs, fn) {
  await fn(); // warm-up
  const start = process.hrtime.bigint();
  let result;
  for (let r = 0; r < runs; r++) result = await fn();
  const ms = Number(process.hrtime.bigint() - start) / 1e6 / runs;
  console.log(`${label}: ${ms.toFixed(1)} ms${result === undefined ? '' : ` (total ${result.total})`}`);
}

try {
  const store = new SqliteReadStore({ file: join(dir, 'platform.sqlite') });

  const units = 300;
  let start = process.hrtime.bigint();
  for (let u = 0; u < units; u++) {
    await store.unitOfWork({ name: 'bench', position: BigInt(u) }, async (w) => {
      for (let i = 0; i < 100; i++) await w.put(unitDocs, device(u * 100 + i));
    });
  }
  let seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`units of work, 100 new documents each: ${(units / seconds).toFixed(0)} units/s`);

  start = process.hrtime.bigint();
  for (let u = 0; u < units; u++) {
    await store.unitOfWork({ name: 'bench', position: BigInt(units + u) }, async (w) => {
      for (let i = 0; i < 100; i++) {
        const id = device(((u * 100 + i) * 7919) % (units * 100)).id;
        const current = await w.get(unitDocs, id);
        await w.put(unitDocs, { ...current, speed: (current.speed + 1) % 120 });
      }
    });
  }
  seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`units of work, 100 get+put each on 30k documents: ${(units / seconds).toFixed(0)} units/s`);

  await store.unitOfWork({ name: 'bench', position: 0n }, async (w) => {
    for (let i = 0; i < 100_000; i++) await w.put(devices, device(i));
  });
  const fields = ['name', 'imei', 'plate'];
  const page = { index: 2, rows: 50 };
  const sort = [{ field: 'name', direction: 'asc' }];
  const find =
    (value, extra = {}) =>
    () =>
      store.find(devices, { keyword: { fields, value }, sort, page, ...extra });

  console.log('100,000 documents, keyword over 3 fields + sort + page of 50:');
  await time('  ASCII keyword "lph", no index', 5, find('lph'));
  await time('  CJK keyword "車隊", no index', 5, find('車隊'));
  await time('  cased non-ASCII keyword "ärger", no index', 5, find('ärger'));
  await time('  keyword matching nothing "zzz", no index', 5, find('zzz'));
  await store.ensureIndexes(devices, ['name', 'fleet.id', 'speed']);
  await time('  ASCII keyword "lph", sort field indexed', 5, find('lph'));
  await time('  cased non-ASCII keyword "ärger", sort field indexed', 5, find('ärger'));
  await time('  no keyword, sort field indexed, page 1000 of 50', 5, () =>
    store.find(devices, { sort, page: { index: 1000, rows: 50 } }),
  );
  await time('  filter fleet.id (indexed) + keyword + sort', 5, () =>
    store.find(devices, {
      filters: [{ field: 'fleet.id', op: 'eq', value: 'f7' }],
      keyword: { fields, value: 'a' },
      sort,
      page,
    }),
  );
  await time('  page of 5000 rows, sort indexed', 5, () =>
    store.find(devices, { sort, page: { index: 3, rows: 5000 } }),
  );
  await store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
