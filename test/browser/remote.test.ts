import { randomUUID } from 'node:crypto';
import { imeiOf } from '@gps/codes';
import { remoteCommandDecider, streams } from '@gps/domain';
import type { Locator, Page } from 'playwright-core';
import type { Fix } from '../../apps/simulator/src/types';
import { amrSilence } from '../support/audio-samples';
import { RawTracker, fixAt } from '../support/raw-tracker';
import { eventually, text, zh } from './support/browser';
import { useBrowserApp } from './support/browser-app';
import { signInAsClient } from './support/sign-in';
import { SimulatedTracker } from './support/tracker';
import { runningGlyph, tickInTree } from './support/vehicle-tree';
import { wav } from './support/wav';

/**
 * Remote commands, voice recordings and live updates in a real browser against the real platform
 * with its device gateway: a simulated GT06 tracker reports and answers commands over TCP. The
 * devices refresh setting is an hour, so whatever the monitor shows within a case came over the
 * live subscription, not the periodic load.
 */
jest.setTimeout(120_000);

const web = useBrowserApp({ GATEWAY: 'inline' });
let admin: string;
let fleets = 0;
/** The 14 digits of the next IMEI, before its check digit. */
let nextImeiBody = 86_150_000_000_000;
const trackers: SimulatedTracker[] = [];
const rawDevices: RawTracker[] = [];

beforeAll(async () => {
  admin = await web.app.adminToken();
  await web.app.ok('editSystemSetting', { id: 'refreshFrequency', value: '3600' }, admin);
});

beforeEach(async () => {
  // The browser's "today" is the platform's: its clock is the test's manual clock.
  await web.tab.context.clock.setFixedTime(web.app.clock.now());
});

afterEach(async () => {
  await Promise.all(trackers.splice(0).map((t) => t.stop()));
  await Promise.all(rawDevices.splice(0).map((d) => d.close()));
});

interface Fleet {
  account: string;
  password: string;
  serials: string[];
}

/** A fleet with `count` devices, created through /api (permissions: edit, fleet management, send). */
async function fleetWithDevices(count = 1, permissions = '111'): Promise<Fleet> {
  fleets += 1;
  const account = `remotefleet${fleets}`;
  const password = `${account}-pass`;
  const fleet = await web.app.ok(
    'createFleet',
    { account, password, alias: `Remote fleet ${fleets}`, permissions },
    admin,
  );
  const serials = Array.from({ length: count }, () => imeiOf(String(nextImeiBody++)));
  await web.app.ok('addDevices', { deviceSerialNumbers: serials }, admin);
  await web.app.ok('allocationDevice', { deviceSerialNumbers: serials, fleetId: fleet.id }, admin);
  return { account, password, serials };
}

function tracker(serial: string): SimulatedTracker {
  const t = new SimulatedTracker(web.app, serial);
  trackers.push(t);
  return t;
}

async function signIn(page: Page, fleet: Fleet): Promise<void> {
  // Subscriptions of earlier cases are gone, so the count below is this page's.
  await eventually(async () => web.app.platform.liveHub.subscribers === 0, 'earlier pages to unsubscribe');
  await page.goto('/');
  await signInAsClient(page, fleet.account, fleet.password);
  await page.waitForURL('**/main/monitor');
  // Device rows and warnings: both subscriptions reached the server before anything happens.
  await eventually(async () => web.app.platform.liveHub.subscribers >= 2, 'the live subscriptions');
}

function treeNode(page: Page, serial: string): Locator {
  return page
    .getByTestId('vehicle-panel')
    .getByTestId(/^tree-node-device:/)
    .filter({ hasText: serial });
}

async function tickVehicle(page: Page, serial: string): Promise<void> {
  await treeNode(page, serial).waitFor();
  await tickInTree(page, serial);
  await page.getByTestId('selected-vehicles').getByText(serial).first().waitFor();
}

/** The coordinates the vehicle list shows for a vehicle without an address: "lat, lng". */
async function shownPosition(page: Page): Promise<[number, number] | null> {
  // The card shows the area's address once the atlas names it; its coordinates are its title.
  const shown = await page
    .getByTestId('selected-vehicles')
    .locator('.selected-list__address')
    .getAttribute('title');
  const match = /^(-?\d+\.\d+), (-?\d+\.\d+)$/.exec(shown?.trim() ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/** Shown to 5 decimals; GT06 carries 1/1,800,000 of a degree. */
function near(shown: [number, number] | null, fix: Fix): boolean {
  return (
    shown !== null && Math.abs(shown[0] - fix.latitude) < 2e-5 && Math.abs(shown[1] - fix.longitude) < 2e-5
  );
}

/** What the page functions read of DOM elements (this file is compiled without the DOM library). */
interface Styled {
  style: { transform: string };
}
interface AudioLike {
  duration: number;
  error: { code: number } | null;
  load(): void;
  addEventListener(type: string, listener: () => void, options?: { once: boolean }): void;
}

const sendButton = (row: Locator) => row.getByRole('button', { name: text(zh('remote.send')) });

async function openRemote(page: Page, serial: string): Promise<Locator> {
  await page
    .getByTestId('top-tabs')
    .getByRole('menuitem', { name: text(zh('client.tabs.remote')) })
    .click();
  const remote = page.getByTestId('remote-page');
  await remote.getByTestId('remote-device').getByText(serial).waitFor();
  return remote;
}

async function openRemoteTab(remote: Locator, labelKey: string): Promise<void> {
  await remote.getByRole('tab', { name: zh(labelKey) }).click();
}

/** A row of the device-reply table, found by the text that was sent to the device. */
function historyRow(remote: Locator, sentText: string): Locator {
  return remote.getByTestId('command-history').locator('tr.ant-table-row', { hasText: sentText });
}

describe('live monitor, remote commands and voice recordings in the browser', () => {
  it('the monitor follows a reporting tracker live: marker, position and status', async () => {
    const { page } = web.tab;
    const fleet = await fleetWithDevices();
    const [serial] = fleet.serials;
    await signIn(page, fleet);
    await tickVehicle(page, serial);

    // Before the tracker speaks: no position, offline, nothing on the map.
    const map = page.getByTestId('monitor-map');
    await page.getByTestId('selected-vehicles').getByText(zh('monitor.noFix')).waitFor();
    await map.getByText(zh('monitor.onMap', { count: 0 })).waitFor();
    expect(await runningGlyph(treeNode(page, serial)).count()).toBe(0);

    const device = tracker(serial);
    const first = device.report();
    expect(first).toBeDefined();

    // The marker appears with the vehicle's label, the tree's icon turns to a running colour, the list shows
    // the reported coordinates.
    const marker = map.locator('.vehicle-marker');
    await marker.getByText(serial).waitFor();
    await map.getByText(zh('monitor.onMap', { count: 1 })).waitFor();
    await runningGlyph(treeNode(page, serial)).waitFor();
    await page.getByTestId('selected-vehicles').getByText(zh('device.status.running')).waitFor();
    await eventually(async () => near(await shownPosition(page), first!), 'the first position in the list');

    // It drives on: the next report moves the marker.
    const before = await marker.evaluate((el) => (el as unknown as Styled).style.transform);
    const second = device.report(60);
    expect(second).toBeDefined();
    expect(
      Math.abs(second!.latitude - first!.latitude) + Math.abs(second!.longitude - first!.longitude),
    ).toBeGreaterThan(1e-4);
    await eventually(async () => near(await shownPosition(page), second!), 'the second position in the list');
    await eventually(
      async () => (await marker.evaluate((el) => (el as unknown as Styled).style.transform)) !== before,
      'the marker to move',
    );
    expect(await marker.count()).toBe(1);
    expect(device.errors).toEqual([]);
  });

  it('a new warning of a vehicle pops up, translated by its kind', async () => {
    const { page } = web.tab;
    const fleet = await fleetWithDevices();
    const [serial] = fleet.serials;
    await signIn(page, fleet);
    await treeNode(page, serial).waitFor();

    const device = await RawTracker.login(web.app, serial);
    rawDevices.push(device);
    device.alarm('sos', fixAt(web.app.clock.now() - 1000, 0), 2);

    const notification = page.locator('.ant-notification-notice', { hasText: zh('warningKinds.sos') });
    await notification.waitFor();
    await notification.getByText(serial).waitFor();
  });

  it('sends commands from the remote page and shows the device replies', async () => {
    const { page } = web.tab;
    const fleet = await fleetWithDevices();
    const [serial] = fleet.serials;
    await signIn(page, fleet);
    await tickVehicle(page, serial);
    const device = tracker(serial);
    device.report();
    await runningGlyph(treeNode(page, serial)).waitFor();

    const remote = await openRemote(page, serial);

    // Query tab (code 12): the battery. The answer shows in the row and in the device-reply tab.
    const vbat = remote.getByTestId('command-VBAT');
    await sendButton(vbat).click();
    await page.getByText(zh('remote.queued', { command: zh('remote.keys.VBAT.name') })).waitFor();
    await vbat.getByText(/^VBAT=/).waitFor();
    await openRemoteTab(remote, 'client.remote.reply');
    const vbatRow = historyRow(remote, 'VBAT#');
    await vbatRow.getByText(zh('remote.status.replied')).waitFor();
    await vbatRow.getByText(/^VBAT=[\d.]+V;BAT=\d+%/).waitFor();
    expect(device.answered).toBe(1);

    // Set tab (code 13): the form refuses what the server would, before anything is sent.
    await openRemoteTab(remote, 'client.remote.set');
    const psw = remote.getByTestId('command-PSW');
    await psw.getByRole('textbox').fill('no spaces!');
    await sendButton(psw).click();
    await psw.getByText(zh('remote.validation.password')).waitFor();
    const phone = remote.getByTestId('command-PHONE');
    await phone.getByRole('textbox').fill('12ab');
    await sendButton(phone).click();
    await phone.getByText(zh('remote.validation.phone')).waitFor();
    const vibl = remote.getByTestId('command-VIBL');
    await vibl.getByRole('spinbutton').fill('7');
    await sendButton(vibl).click();
    await page.getByText(zh('remote.queued', { command: zh('remote.keys.VIBL.name') })).waitFor();

    // The fast frequency: the spec's warning shows as soon as it is chosen, and is asked again.
    const freq = remote.getByTestId('command-FREQ');
    await freq.getByText(zh('remote.freq.fast', { seconds: 15 })).click();
    await freq.getByTestId('freq-fast-warning').getByText(zh('remote.freq.fastWarning')).waitFor();
    await sendButton(freq).click();
    const confirm = page.getByRole('dialog').filter({ hasText: zh('remote.freq.confirmTitle') });
    await confirm.getByText(zh('remote.freq.fastWarning')).waitFor();
    await confirm.getByRole('button', { name: text(zh('remote.send')) }).click();
    await page.getByText(zh('remote.queued', { command: zh('remote.keys.FREQ.name') })).waitFor();

    // Remote-control tab (code 13): vibration alarm off.
    await openRemoteTab(remote, 'client.remote.control');
    const vib = remote.getByTestId('command-VIB');
    await vib.getByText(zh('remote.value.off')).click();
    await sendButton(vib).click();
    await page.getByText(zh('remote.queued', { command: zh('remote.keys.VIB.name') })).waitFor();

    // All four reached the tracker and its answers are on the device-reply tab.
    await openRemoteTab(remote, 'client.remote.reply');
    const rows = remote.getByTestId('command-history').locator('tr.ant-table-row');
    await eventually(async () => (await rows.count()) === 4, 'four commands in the history');
    await eventually(
      async () =>
        (await remote.getByTestId('command-history').getByText(zh('remote.status.replied')).count()) === 4,
      'four replies',
    );
    expect(device.answered).toBe(4);
    // On the server: what each tab sent (the manual clock stood still, so sorted by key).
    type Entry = { key: string; requestDataCode: number; value: unknown; sentText: string };
    const log: Entry[] = (await web.app.ok('getDeviceSendCommandLog', { deviceSerialNumber: serial }, admin))
      .rows;
    const byKey = new Map(log.map((r) => [r.key, r]));
    expect(log.map((r) => [r.key, r.requestDataCode, r.value]).sort()).toEqual([
      ['FREQ', 13, 15],
      ['VBAT', 12, null],
      ['VIB', 13, 0],
      ['VIBL', 13, 7],
    ]);
    // The history shows the values as people read them.
    await historyRow(remote, byKey.get('FREQ')!.sentText).getByText(zh('remote.value.freqFast')).waitFor();
    await historyRow(remote, byKey.get('VIB')!.sentText)
      .getByText(zh('remote.value.off'), { exact: true })
      .waitFor();
  });

  it('a command the device cannot take: the log says why in the reader’s words, never the technical reason', async () => {
    const { page } = web.tab;
    const fleet = await fleetWithDevices();
    const [serial] = fleet.serials;
    const queued = await web.app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 13, key: 'VIBL', value: 7 },
      admin,
    );
    // As the gateway records it when the device's protocol refuses the value.
    await web.app.platform.commands.handle(
      remoteCommandDecider,
      streams.remoteCommand(queued.commandId),
      {
        type: 'MarkCommandFailed',
        commandId: queued.commandId,
        at: web.app.clock.now(),
        failure: 'invalid_value',
        reason: "the device's protocol cannot carry it: h02 cannot carry VIBL 7",
      },
      { commandId: randomUUID(), actor: { kind: 'gateway', id: 'gateway' } },
    );
    await signIn(page, fleet);
    await tickVehicle(page, serial);
    const remote = await openRemote(page, serial);
    await openRemoteTab(remote, 'client.remote.reply');
    const failure = remote.getByTestId('command-failure');
    await failure.getByText(zh('remote.failure.invalid_value'), { exact: false }).waitFor();
    await failure.hover();
    expect(await page.getByText(/cannot carry/).count()).toBe(0);
  });

  it('without the send-commands permission: no remote tab; the page reads the history, sending disabled', async () => {
    const { page } = web.tab;
    // Stored flags: edit vehicle info, fleet management, no send commands.
    const fleet = await fleetWithDevices(1, '110');
    const [serial] = fleet.serials;
    const queued = await web.app.ok(
      'remoteCommand',
      { deviceSerialNumber: serial, requestDataCode: 12, key: 'GPS' },
      admin,
    );
    expect(queued.status).toBe('queued');
    await signIn(page, fleet);
    const tabs = page.getByTestId('top-tabs');
    await tabs.getByRole('menuitem', { name: text(zh('client.tabs.monitor')) }).waitFor();
    expect(await tabs.getByRole('menuitem', { name: text(zh('client.tabs.remote')) }).count()).toBe(0);

    await page.goto(`/main/remote?deviceSerialNumber=${serial}`);
    const remote = page.getByTestId('remote-page');
    await remote.getByTestId('remote-device').getByText(serial).waitFor();
    // It opens on the device reply: the administrator's query, waiting for the offline device.
    await historyRow(remote, 'GPS').getByText(zh('remote.status.queued')).waitFor();

    await openRemoteTab(remote, 'client.remote.query');
    await remote.getByTestId('remote-no-permission').getByText(zh('remote.noPermission.title')).waitFor();
    expect(await sendButton(remote.getByTestId('command-GPS')).isDisabled()).toBe(true);
    await openRemoteTab(remote, 'client.remote.control');
    expect(await sendButton(remote.getByTestId('command-SLEEP')).isDisabled()).toBe(true);
    await openRemoteTab(remote, 'client.record');
    await remote.getByText(zh('voice.empty')).waitFor();
    expect(await remote.getByRole('button', { name: text(zh('voice.upload')) }).isDisabled()).toBe(true);
  });

  it('a device whose service is stopped: tagged in the tree and the list, sending disabled with the reason', async () => {
    const { page } = web.tab;
    const fleet = await fleetWithDevices();
    const [serial] = fleet.serials;
    await web.app.ok('stopDeviceService', { deviceSerialNumbers: [serial] }, admin);
    await signIn(page, fleet);
    const stopped = zh('device.serviceStatus.3');
    await treeNode(page, serial).getByTestId('out-of-service').getByText(stopped).waitFor();
    await tickVehicle(page, serial);
    await page.getByTestId('selected-vehicles').getByTestId('out-of-service').getByText(stopped).waitFor();

    const remote = await openRemote(page, serial);
    await remote.getByTestId('out-of-service').getByText(stopped).waitFor();
    await remote.getByTestId('remote-out-of-service').getByText(zh('remote.outOfService.title')).waitFor();
    expect(await sendButton(remote.getByTestId('command-GPS')).isDisabled()).toBe(true);
    await openRemoteTab(remote, 'client.remote.control');
    expect(await sendButton(remote.getByTestId('command-SLEEP')).isDisabled()).toBe(true);
  });

  it('uploads a voice recording read in the browser, lists it with a player that plays it, refuses non-audio', async () => {
    const { page } = web.tab;
    const fleet = await fleetWithDevices();
    const [serial] = fleet.serials;
    await signIn(page, fleet);
    await tickVehicle(page, serial);
    const remote = await openRemote(page, serial);
    await openRemoteTab(remote, 'client.record');
    const voice = remote.getByTestId('voice-recordings');
    await voice.getByText(zh('voice.empty')).waitFor();
    const input = voice.locator('input[type=file]');

    // Not audio, too large: refused in the page with the reason, nothing sent.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await page.getByText(zh('voice.problem.notAudio', { name: 'notes.txt' })).waitFor();
    await input.setInputFiles({
      name: 'long.mp3',
      mimeType: 'audio/mpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 1),
    });
    await page.getByText(zh('voice.problem.tooLarge', { name: 'long.mp3', max: '5.0 MB' })).waitFor();
    expect((await web.app.ok('getVoiceRecorderLogs', { deviceSerialNumber: serial }, admin)).total).toBe(0);

    // A recording of 100 s (1.6 MB: larger than an ordinary request may be) goes up as base64.
    const audio = wav(100);
    await input.setInputFiles({ name: '門口錄音.wav', mimeType: 'audio/wav', buffer: audio });
    await page.getByText(zh('voice.uploaded', { name: '門口錄音.wav' })).waitFor();
    const item = voice.locator('.voice-item', { hasText: '門口錄音.wav' });
    await item.waitFor();
    await item.getByText(/audio\/wav/).waitFor();

    const [row] = (await web.app.ok('getVoiceRecorderLogs', { deviceSerialNumber: serial }, admin)).rows;
    expect(row).toMatchObject({ fileName: '門口錄音.wav', size: audio.length, contentType: 'audio/wav' });

    // The player loads the recording through its signed link: the browser reads its duration.
    const player = item.locator('audio');
    expect(await player.getAttribute('src')).toMatch(/^\/api\/voice\/[^?]+\?exp=\d+&sig=/);
    const duration = await player.evaluate(
      (el) =>
        new Promise<number>((resolve, reject) => {
          const audioEl = el as unknown as AudioLike;
          audioEl.addEventListener('loadedmetadata', () => resolve(audioEl.duration), { once: true });
          audioEl.addEventListener('error', () => reject(new Error(`audio error ${audioEl.error?.code}`)), {
            once: true,
          });
          audioEl.load();
        }),
    );
    expect(duration).toBeCloseTo(100, 0);
  });

  it('plays an AMR-NB recording in the page: the decoder loads on the first play, then play, pause and the end', async () => {
    const { page } = web.tab;
    const fleet = await fleetWithDevices();
    const [serial] = fleet.serials;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await signIn(page, fleet);
    await tickVehicle(page, serial);
    const remote = await openRemote(page, serial);
    await openRemoteTab(remote, 'client.record');
    const voice = remote.getByTestId('voice-recordings');
    const input = voice.locator('input[type=file]');

    // A minute of AMR-NB (3000 frames of 20 ms), what trackers record: Chromium cannot play it.
    await input.setInputFiles({ name: '車內錄音.amr', mimeType: 'audio/amr', buffer: amrSilence(3000) });
    await page.getByText(zh('voice.uploaded', { name: '車內錄音.amr' })).waitFor();
    const item = voice.locator('.voice-item', { hasText: '車內錄音.amr' });
    await item.getByText(/audio\/amr/).waitFor();
    expect(await item.locator('audio').count()).toBe(0);
    expect(await item.getByText(zh('voice.notPlayable', { type: 'audio/amr' })).count()).toBe(0);
    // Download stays, on the signed link.
    const download = item.getByRole('link', { name: zh('voice.download') });
    expect(await download.getAttribute('href')).toMatch(/^\/api\/voice\/[^?]+\?exp=\d+&sig=/);

    // Nothing is fetched or decoded before the first play; the decoder is not in the page's bundle.
    const player = item.getByTestId('amr-player');
    expect(await player.getAttribute('data-state')).toBe('idle');
    const decoderLoads = () => requests.filter((path) => /BenzAMRRecorder/.test(path)).length;
    const recordingLoads = () => requests.filter((path) => path.startsWith('/api/voice/')).length;
    expect(decoderLoads()).toBe(0);
    expect(recordingLoads()).toBe(0);

    await player.getByRole('button', { name: zh('voice.play') }).click();
    await item.locator('[data-testid=amr-player][data-state=playing]').waitFor();
    expect(decoderLoads()).toBe(1);
    expect(recordingLoads()).toBe(1);
    // Every frame decoded, 20 ms each: the whole minute.
    expect(Number(await player.getAttribute('data-duration'))).toBeCloseTo(60, 6);
    await player.getByText(/ \/ 1:00$/).waitFor();

    // Pause and play again: the decoded recording is kept, nothing is fetched twice.
    await player.getByRole('button', { name: zh('voice.pause') }).click();
    await item.locator('[data-testid=amr-player][data-state=paused]').waitFor();
    await player.getByRole('button', { name: zh('voice.play') }).click();
    await item.locator('[data-testid=amr-player][data-state=playing]').waitFor();
    await player.getByRole('button', { name: zh('voice.pause') }).click();
    await item.locator('[data-testid=amr-player][data-state=paused]').waitFor();
    expect(recordingLoads()).toBe(1);

    // A one-second recording plays to its end and the player is ready to play it again.
    await input.setInputFiles({ name: 'short.amr', mimeType: 'audio/amr', buffer: amrSilence(50) });
    const short = voice.locator('.voice-item', { hasText: 'short.amr' });
    const shortPlayer = short.getByTestId('amr-player');
    await shortPlayer.getByRole('button', { name: zh('voice.play') }).click();
    await short.locator('[data-testid=amr-player][data-duration]').waitFor();
    expect(Number(await shortPlayer.getAttribute('data-duration'))).toBeCloseTo(1, 6);
    await short.locator('[data-testid=amr-player][data-state=paused]').waitFor();
    await shortPlayer.getByText('0:00 / 0:01').waitFor();
    expect(decoderLoads()).toBe(1);

    // An AMR header and a cut-off frame: nothing to play. The row says so and keeps its download.
    const cutOff = Buffer.concat([Buffer.from('#!AMR\n', 'latin1'), Buffer.from([0x3c, 1, 2, 3])]);
    await input.setInputFiles({ name: 'cut-off.amr', mimeType: 'audio/amr', buffer: cutOff });
    const broken = voice.locator('.voice-item', { hasText: 'cut-off.amr' });
    await broken
      .getByTestId('amr-player')
      .getByRole('button', { name: zh('voice.play') })
      .click();
    await broken.getByText(zh('voice.amrFailed')).waitFor();
    await broken.getByRole('link', { name: zh('voice.download') }).waitFor();
  });
});
