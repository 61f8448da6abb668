import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { VOICE_RECORDING_LIMITS } from '@gps/domain';
import { VOICE_RECORDING_MAX_BYTES } from '@gps/contracts';
import { Collections } from '@gps/projections';
import { VOICE_LINK_TTL_SECONDS } from '../../apps/api/src/voice/voice-links';
import { voiceRecordingsOf } from '../../apps/api/src/voice/voice-recordings';
import { TestApp, type Envelope } from '../support/app-harness';
import { createAdmin } from '../support/auth-doors';
import { Tenants, businessEvents, type FleetFixture } from '../support/tenants';
import { amrSilence, base64, mp3Silence, wavOfSize, wavTone } from '../support/audio-samples';

/**
 * The voice recording log through the running app: uploads and the last-20 list through /api and
 * through GraphQL (validation, tenancy, permissions, idempotent retries), playback of the stored
 * bytes through signed links (type, Range, tampering, expiry), the body limits, and what survives
 * a restart and a rebuild.
 */

jest.setTimeout(60_000);

const MiB = 1024 * 1024;
const micros = (ms: number) => ms * 1000;
const ROW = 'id deviceSerialNumber fileName contentType size recordedAt uploadedAt uploadedBy url';

let app: TestApp;
let admin: string;
const tenants = new Tenants(() => app, 867_000_000_000_000);

/** Fleets shared by the whole file: A may send commands, quiet may not, B is another tenant. */
let fleetA: FleetFixture;
let quietFleet: FleetFixture;
let fleetB: FleetFixture;

beforeAll(async () => {
  app = await TestApp.start();
  const root = await app.adminToken();
  fleetA = await tenants.fleet(root, { permissions: '111' });
  quietFleet = await tenants.fleet(root, { permissions: '110' });
  fleetB = await tenants.fleet(root, { permissions: '111' });
});
// Some cases move the clock past the session idle time: sign in afresh for each case.
beforeEach(async () => {
  admin = await app.adminToken();
});
afterAll(() => app.stop());

interface VoiceDoor {
  name: string;
  upload(input: Record<string, unknown>, token: string, requestId?: string): Promise<Envelope>;
  list(deviceSerialNumber: string, token: string): Promise<Envelope>;
}

async function graphql(
  query: string,
  variables: Record<string, unknown>,
  token: string,
  requestId?: string,
): Promise<Envelope> {
  const res = await fetch(`${app.server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(requestId ? { 'idempotency-key': requestId } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as {
    data?: { result?: unknown } | null;
    errors?: { message: string; extensions?: { code?: unknown } }[];
  };
  if (body.errors?.length) {
    const [first] = body.errors;
    if (typeof first.extensions?.code !== 'number')
      throw new Error(`GraphQL error without a code: ${first.message}`);
    return { code: first.extensions.code, message: first.message };
  }
  return { code: 0, message: 'OK', data: body.data?.result };
}

const DOORS: VoiceDoor[] = [
  {
    name: '/api',
    upload: (input, token, requestId) =>
      app.api('uploadVoiceRecorderLogs', requestId ? { ...input, requestId } : input, token),
    list: (deviceSerialNumber, token) => app.api('getVoiceRecorderLogs', { deviceSerialNumber }, token),
  },
  {
    name: 'GraphQL',
    upload: (input, token, requestId) =>
      graphql(
        `mutation ($deviceSerialNumber: String!, $fileName: String!, $data: String!, $recordedAt: Float) {
          result: uploadVoiceRecorderLogs(deviceSerialNumber: $deviceSerialNumber, fileName: $fileName,
            data: $data, recordedAt: $recordedAt) { ${ROW} } }`,
        input,
        token,
        requestId,
      ),
    list: (deviceSerialNumber, token) =>
      graphql(
        `query ($deviceSerialNumber: String!) {
          result: voiceRecorderLogs(deviceSerialNumber: $deviceSerialNumber) { total rows { ${ROW} } } }`,
        { deviceSerialNumber },
        token,
      ),
  },
];

async function must(answer: Promise<Envelope>): Promise<any> {
  const res = await answer;
  if (res.code !== 0) throw new Error(`answered ${res.code}: ${res.message}`);
  return res.data;
}

/** Files in the voice folder, temporaries included: what a refused upload must not leave behind. */
function storedFiles(): string[] {
  const dir = join(app.dataDir, 'voice');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

const storedBytes = (id: string): Buffer => readFileSync(join(app.dataDir, 'voice', id));
const play = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${app.server.url}${url}`, { headers });
const freshDevice = async (fleet: FleetFixture = fleetA) => (await tenants.devices(admin, 1, fleet.id))[0];

describe.each(DOORS)('voice recordings through $name', (door: VoiceDoor) => {
  const upload = (serial: string, bytes: Buffer, token: string, extra: Record<string, unknown> = {}) =>
    door.upload({ deviceSerialNumber: serial, fileName: 'memo.wav', data: base64(bytes), ...extra }, token);

  test('a client with slot 2 uploads a recording: the answer, the list, the event and the file agree', async () => {
    const serial = await freshDevice();
    const token = await tenants.signIn(fleetA);
    const audio = wavTone(300);
    const recordedAt = micros(app.clock.now() - 60_000);
    const row = await must(upload(serial, audio, token, { fileName: '  morning call.wav ', recordedAt }));
    expect(row).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      deviceSerialNumber: serial,
      fileName: 'morning call.wav',
      contentType: 'audio/wav',
      size: audio.length,
      recordedAt,
      uploadedAt: micros(app.clock.now()),
      uploadedBy: fleetA.account,
      url: expect.stringMatching(new RegExp(`^/api/voice/${row.id}\\?exp=\\d+&sig=[A-Za-z0-9_-]+$`)),
    });
    expect(await must(door.list(serial, token))).toEqual({ total: 1, rows: [row] });
    expect(storedBytes(row.id).equals(audio)).toBe(true);
    const events = (await businessEvents(app)).filter((e) => e.streamId === `voicerecording-${row.id}`);
    expect(events.map((e) => e.type)).toEqual(['VoiceRecordingUploaded']);
    expect(events[0].data).toMatchObject({
      serialNumber: serial,
      contentType: 'audio/wav',
      recordedAt: recordedAt / 1000,
    });
  });

  test('the list holds the last 20, newest upload first (ties by id), and counts them all', async () => {
    const serial = await freshDevice();
    const token = await tenants.signIn(fleetA);
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push((await must(upload(serial, amrSilence(10 + i), token, { fileName: `rec-${i}.amr` }))).id);
      app.clock.advance(1000);
    }
    // Two in the same millisecond: the id decides, descending like the time.
    const twins = [
      (await must(upload(serial, amrSilence(5), token))).id,
      (await must(upload(serial, amrSilence(6), token))).id,
    ].sort((a, b) => (a < b ? 1 : -1));
    const page = await must(door.list(serial, token));
    expect(page.total).toBe(22);
    expect(page.rows.map((r: any) => r.id)).toEqual([...twins, ...ids.slice(2).reverse()]);
    expect(page.rows[2].fileName).toBe('rec-19.amr');
  });

  test('every validation failure is refused with -2 and changes nothing', async () => {
    const serial = await freshDevice();
    const token = await tenants.signIn(fleetA);
    await must(upload(serial, amrSilence(), token));
    const now = app.clock.now();
    const good = { deviceSerialNumber: serial, fileName: 'ok.amr', data: base64(amrSilence()) };
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['data that is not base64', { data: 'this is not base64!' }, /base64/],
      ['base64 with line breaks', { data: base64(amrSilence(80)).replace(/(.{76})/g, '$1\n') }, /base64/],
      ['base64 with a stray padding', { data: `${base64(amrSilence())}=` }, /base64/],
      ['no audio at all', { data: '' }, /must not be empty/],
      ['a blank file name', { fileName: '   ' }, /fileName/],
      ['a file name of 121 characters', { fileName: `${'a'.repeat(117)}.amr` }, /fileName/],
      ['a file name with a slash', { fileName: '../../etc/passwd' }, /fileName/],
      ['a file name with a backslash', { fileName: 'C:\\temp\\x.amr' }, /fileName/],
      ['a file name with a control character', { fileName: 'a\tb.amr' }, /fileName/],
      ['a recording time 6 minutes ahead', { recordedAt: micros(now + 6 * 60_000) }, /recordedAt/],
      ['a negative recording time', { recordedAt: -1 }, /recordedAt/],
      ['a fractional recording time', { recordedAt: 1.5 }, /recordedAt/],
      ['a malformed serial number', { deviceSerialNumber: '12ab' }, /serial/],
    ];
    const before = { events: (await businessEvents(app)).length, files: storedFiles() };
    for (const [name, change, message] of cases) {
      const res = await door.upload({ ...good, ...change }, token);
      expect({ name, code: res.code }).toEqual({ name, code: -2 });
      expect(res.message).toMatch(message);
    }
    expect((await businessEvents(app)).length).toBe(before.events);
    expect(storedFiles()).toEqual(before.files);
    expect((await must(door.list(serial, token))).total).toBe(1);
  });

  test('bytes that are not audio are refused whatever the name says', async () => {
    const serial = await freshDevice();
    const token = await tenants.signIn(fleetA);
    const before = { events: (await businessEvents(app)).length, files: storedFiles() };
    const fakes: [string, Buffer][] = [
      ['notes.amr', Buffer.from('just some text pretending to be a recording')],
      ['page.mp3', Buffer.from('<!doctype html><script>alert(document.cookie)</script>')],
      ['photo.wav', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
      ['tiny.amr', Buffer.from([0x23])],
    ];
    for (const [fileName, bytes] of fakes) {
      const res = await upload(serial, bytes, token, { fileName });
      expect(res.code).toBe(-2);
      expect(res.message).toBe(
        'data is not an audio file of a known format (expected AMR, WAV, MP3, AAC, OGG, M4A/3GP or WebM)',
      );
    }
    expect((await businessEvents(app)).length).toBe(before.events);
    expect(storedFiles()).toEqual(before.files);
    // The name does not decide the other way either: MP3 bytes named .amr are served as MP3.
    expect((await must(upload(serial, mp3Silence(), token, { fileName: 'x.amr' }))).contentType).toBe(
      'audio/mpeg',
    );
  });

  test('5 MiB is accepted (the call takes a body over 1 MB), one byte more is refused', async () => {
    expect(VOICE_RECORDING_MAX_BYTES).toBe(VOICE_RECORDING_LIMITS.maxBytes);
    const serial = await freshDevice();
    const token = await tenants.signIn(fleetA);
    const largest = wavOfSize(5 * MiB);
    const row = await must(upload(serial, largest, token));
    expect(row.size).toBe(5 * MiB);
    expect(storedBytes(row.id).equals(largest)).toBe(true);
    const files = storedFiles();
    const res = await upload(serial, wavOfSize(5 * MiB + 1), token);
    expect(res).toMatchObject({
      code: -2,
      message: 'the audio must be at most 5242880 bytes (5 MiB), not 5242881',
    });
    expect(storedFiles()).toEqual(files);
    expect((await must(door.list(serial, token))).total).toBe(1);
  });

  test("another tenant's device is not found (-3), for uploads and lists, and nothing changes", async () => {
    const serial = await freshDevice(fleetA);
    const owner = await tenants.signIn(fleetA);
    await must(upload(serial, amrSilence(), owner));
    const stranger = await tenants.signIn(fleetB);
    const sub = await tenants.subFleet(admin, fleetA.id, { permissions: '101' });
    const subToken = await tenants.signIn(sub);
    const before = { events: (await businessEvents(app)).length, files: storedFiles() };
    for (const token of [stranger, subToken]) {
      expect(await upload(serial, amrSilence(), token)).toMatchObject({
        code: -3,
        message: `device ${serial} not found`,
      });
      expect((await door.list(serial, token)).code).toBe(-3);
    }
    expect((await upload('869999999999999', amrSilence(), owner)).code).toBe(-3);
    expect((await businessEvents(app)).length).toBe(before.events);
    expect(storedFiles()).toEqual(before.files);
    expect((await must(door.list(serial, admin))).total).toBe(1);
  });

  test('a client without slot 2 may list but not upload (-4)', async () => {
    const serial = await freshDevice(quietFleet);
    const quiet = await tenants.signIn(quietFleet);
    const sub = await tenants.subFleet(admin, fleetA.id, { permissions: '100' });
    const [subSerial] = await tenants.devices(admin, 1, sub.id);
    const subToken = await tenants.signIn(sub);
    const before = { events: (await businessEvents(app)).length, files: storedFiles() };
    expect(await upload(serial, amrSilence(), quiet)).toMatchObject({
      code: -4,
      message: 'uploading voice recordings needs the send-commands permission (slot 2)',
    });
    expect((await upload(subSerial, amrSilence(), subToken)).code).toBe(-4);
    expect((await businessEvents(app)).length).toBe(before.events);
    expect(storedFiles()).toEqual(before.files);
    expect(await must(door.list(serial, quiet))).toEqual({ total: 0, rows: [] });
    expect(await must(door.list(subSerial, subToken))).toEqual({ total: 0, rows: [] });
  });

  test('administrators need DEVICE edit to upload, DEVICE or CUSTOMER view to list', async () => {
    const serial = await freshDevice();
    const viewer = await createAdmin(app, { rights: { 3: '0001' } });
    const customerViewer = await createAdmin(app, { rights: { 5: '0001' } });
    const editor = await createAdmin(app, { rights: { 3: '0100' } });
    const outsider = await createAdmin(app, { rights: { 1: '1111', 5: '0100' } });
    const tokenOf = (a: { account: string; password: string }) => app.adminToken(a.account, a.password);
    const before = (await businessEvents(app)).filter((e) => e.type === 'VoiceRecordingUploaded').length;
    for (const refused of [viewer, customerViewer, outsider]) {
      expect((await upload(serial, amrSilence(), await tokenOf(refused))).code).toBe(-4);
    }
    expect((await businessEvents(app)).filter((e) => e.type === 'VoiceRecordingUploaded').length).toBe(
      before,
    );
    const row = await must(upload(serial, amrSilence(), await tokenOf(editor)));
    expect(row.uploadedBy).toBe(editor.account);
    for (const allowed of [viewer, customerViewer]) {
      expect((await must(door.list(serial, await tokenOf(allowed)))).rows).toEqual([row]);
    }
    expect((await door.list(serial, await tokenOf(outsider))).code).toBe(-4);
  });

  test('a device account uploads for itself; back-office uploaders show to clients as "administrator"', async () => {
    const serial = await freshDevice();
    const deviceToken = await tenants.signInDevice(await tenants.deviceAccount(admin, serial));
    const own = await must(upload(serial, amrSilence(), deviceToken));
    expect(own.uploadedBy).toBe(serial);
    app.clock.advance(1000);
    const byAdmin = await must(upload(serial, amrSilence(), admin));
    expect(byAdmin.uploadedBy).toBe('admin');
    const seenByClient = await must(door.list(serial, await tenants.signIn(fleetA)));
    expect(seenByClient.rows.map((r: any) => r.uploadedBy)).toEqual(['administrator', serial]);
    const [other] = await tenants.devices(admin, 1, fleetA.id);
    expect((await upload(other, amrSilence(), deviceToken)).code).toBe(-3);
  });

  test('a retry with the same requestId records once; the same requestId with other audio is refused', async () => {
    const serial = await freshDevice();
    const token = await tenants.signIn(fleetA);
    const requestId = randomUUID();
    const input = { deviceSerialNumber: serial, fileName: 'once.amr', data: base64(amrSilence(30)) };
    const first = await must(door.upload(input, token, requestId));
    const files = storedFiles();
    app.clock.advance(5000);
    const again = await must(door.upload(input, token, requestId));
    expect(again.id).toBe(first.id);
    expect({ ...again, url: '' }).toEqual({ ...first, url: '' });
    const changed = await door.upload({ ...input, data: base64(amrSilence(31)) }, token, requestId);
    expect(changed).toMatchObject({
      code: -5,
      message: 'this requestId was already used for a different request',
    });
    expect(storedBytes(first.id).equals(amrSilence(30))).toBe(true);
    expect(storedFiles()).toEqual(files);
    const events = (await businessEvents(app)).filter((e) => e.streamId === `voicerecording-${first.id}`);
    expect(events).toHaveLength(1);
    expect((await must(door.list(serial, token))).total).toBe(1);
  });
});

describe('playback through signed links', () => {
  async function uploaded(bytes: Buffer, fileName = 'memo.wav') {
    const serial = await freshDevice();
    return app.ok(
      'uploadVoiceRecorderLogs',
      { deviceSerialNumber: serial, fileName, data: base64(bytes) },
      admin,
    );
  }

  test('the url serves the exact bytes with the detected type, its length and private caching', async () => {
    const audio = wavTone(500);
    const row = await uploaded(audio, '早安 "hello".wav');
    const res = await play(row.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('content-length')).toBe(String(audio.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('cache-control')).toBe(`private, max-age=${VOICE_LINK_TTL_SECONDS}`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="__ _hello_.wav"; filename*=UTF-8''${encodeURIComponent('早安 "hello".wav')}`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(audio)).toBe(true);
    const head = await fetch(`${app.server.url}${row.url}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(audio.length)]);
    const mp3 = await uploaded(mp3Silence(), 'a.mp3');
    expect((await play(mp3.url)).headers.get('content-type')).toBe('audio/mpeg');
  });

  test('a Range request gets exactly the bytes asked for (206)', async () => {
    const audio = wavTone(500);
    const row = await uploaded(audio);
    const head = await play(row.url, { range: 'bytes=0-9' });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-9/${audio.length}`);
    expect(Buffer.from(await head.arrayBuffer()).equals(audio.subarray(0, 10))).toBe(true);
    const tail = await play(row.url, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(audio.subarray(audio.length - 100))).toBe(true);
    const beyond = await play(row.url, { range: `bytes=${audio.length + 10}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${audio.length}`);
  });

  test('a tampered, borrowed or missing signature is refused (403) without telling what exists', async () => {
    const row = await uploaded(amrSilence());
    const other = await uploaded(amrSilence(12));
    const url = new URL(row.url, app.server.url);
    const sig = url.searchParams.get('sig')!;
    const exp = url.searchParams.get('exp')!;
    const flipped = `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const attempts = [
      `/api/voice/${row.id}?exp=${exp}&sig=${flipped}`,
      `/api/voice/${row.id}?exp=${Number(exp) + 3600}&sig=${sig}`,
      `/api/voice/${other.id}?exp=${exp}&sig=${sig}`,
      `/api/voice/${row.id}?exp=${exp}`,
      `/api/voice/${row.id}`,
      `/api/voice/${randomUUID()}?exp=${exp}&sig=${sig}`,
    ];
    for (const attempt of attempts) {
      const res = await play(attempt);
      expect({ attempt, status: res.status }).toEqual({ attempt, status: 403 });
      expect(await res.json()).toEqual({ code: -4, message: 'invalid link' });
    }
    expect((await play(row.url)).status).toBe(200);
  });

  test('a link expires after an hour; listing again hands out one that works', async () => {
    const row = await uploaded(amrSilence());
    app.clock.advance(VOICE_LINK_TTL_SECONDS * 1000 - 1000);
    expect((await play(row.url)).status).toBe(200);
    app.clock.advance(1000);
    const expired = await play(row.url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as Envelope).message).toMatch(/expired/);
    const fresh = (
      await app.ok(
        'getVoiceRecorderLogs',
        { deviceSerialNumber: row.deviceSerialNumber },
        await app.adminToken(),
      )
    ).rows[0];
    expect(fresh.url).not.toBe(row.url);
    expect((await play(fresh.url)).status).toBe(200);
  });

  test('a signed link to an unknown recording, or to a row whose file is gone, is 404', async () => {
    const links = voiceRecordingsOf(app.platform).links;
    const unknown = await play(links.urlFor(randomUUID(), app.clock.now()));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: -3, message: 'no such recording' });
    expect((await play(links.urlFor('../platform.sqlite', app.clock.now()))).status).toBe(404);
    const row = await uploaded(amrSilence());
    rmSync(join(app.dataDir, 'voice', row.id));
    const gone = await play(row.url);
    expect(gone.status).toBe(404);
    expect(gone.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('body limits', () => {
  const big = 'x'.repeat(2 * MiB);
  const post = (path: string, body: unknown) =>
    fetch(`${app.server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
      body: JSON.stringify(body),
    });

  test('every other call keeps the 1 MB limit, on both doors', async () => {
    const api = await post('/api/getDevices', { userToken: admin, keyword: big });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ code: -2, message: 'request body too large' });
    const query = await post('/graphql', {
      query: `query { devices(filter: { keyword: "${big}" }) { total } }`,
    });
    expect(query.status).toBe(413);
    // An upload cannot carry another field past the limit with it.
    const mixed = await post('/graphql', {
      query: `mutation ($d: String!) { uploadVoiceRecorderLogs(deviceSerialNumber: "1", fileName: "a", data: $d) { id }
        editSystemSetting(id: "showCoupon", value: "1") { id } }`,
      variables: { d: big },
    });
    expect(mixed.status).toBe(413);
    // Nor can a fragment spread at the root bring one in.
    const spread = await post('/graphql', {
      query: `mutation ($d: String!) { uploadVoiceRecorderLogs(deviceSerialNumber: "1", fileName: "a", data: $d) { id } ...more }
        fragment more on Mutation { editSystemSetting(id: "showCoupon", value: "1") { id } }`,
      variables: { d: big },
    });
    expect(spread.status).toBe(413);
    // Under the limit the same call answers as usual.
    expect((await post('/api/getDevices', { userToken: admin, keyword: 'x' })).status).toBe(200);
  });
});

test('a large upload may put the row fields in a fragment', async () => {
  const serial = await freshDevice();
  const audio = wavTone(70_000, 440); // 70 s at 16 kB/s: over 1 MB
  expect(audio.length).toBeGreaterThan(MiB);
  const res = await fetch(`${app.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({
      query: `mutation ($s: String!, $d: String!) { uploadVoiceRecorderLogs(deviceSerialNumber: $s, fileName: "long.wav", data: $d) { ...row } }
        fragment row on VoiceRecording { id size contentType }`,
      variables: { s: serial, d: base64(audio) },
    }),
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as {
    data?: { uploadVoiceRecorderLogs: { size: number; contentType: string } };
  };
  expect(body.data?.uploadVoiceRecorderLogs).toMatchObject({ size: audio.length, contentType: 'audio/wav' });
});

describe('durability', () => {
  test('rebuilding the projection from the log gives the same read model', async () => {
    const serial = await freshDevice();
    await app.ok(
      'uploadVoiceRecorderLogs',
      { deviceSerialNumber: serial, fileName: 'r.amr', data: base64(amrSilence()) },
      admin,
    );
    const live = await app.platform.read.dump(Collections.voiceRecordings);
    expect(live.length).toBeGreaterThan(0);
    await app.platform.runner.rebuild('voice-recordings');
    expect(await app.platform.read.dump(Collections.voiceRecordings)).toEqual(live);
  });

  test('a restart keeps the file and the row; links from before it stop working', async () => {
    const serial = await freshDevice();
    const audio = wavTone(200, 880);
    const row = await app.ok(
      'uploadVoiceRecorderLogs',
      { deviceSerialNumber: serial, fileName: 'kept.wav', data: base64(audio) },
      admin,
    );
    await app.shutdown();
    await app.boot();
    const page = await app.ok('getVoiceRecorderLogs', { deviceSerialNumber: serial }, await app.adminToken());
    expect(page.total).toBe(1);
    expect({ ...page.rows[0], url: '' }).toEqual({ ...row, url: '' });
    expect((await play(row.url)).status).toBe(403);
    const res = await play(page.rows[0].url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(audio)).toBe(true);
  });
});
