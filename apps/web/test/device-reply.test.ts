import { describe, expect, it } from '@jest/globals';
import { deviceTimeIn, explainReply } from '../src/features/remote/deviceReply';
import { replyPhrases } from '../src/features/remote/replyWords';
import enUS from '../src/shared/i18n/en-US.json';
import zhTW from '../src/shared/i18n/zh-TW.json';

/**
 * Device replies read from their real texts: Traccar's GT06 test replies
 * (/work/shared/reference/protocols.md §1.5), the simulator's answers (apps/simulator/src/commands.ts)
 * and the H02 V4 confirmation as the gateway keeps it (libs/protocols/test/vectors.ts).
 */
describe('explainReply', () => {
  it('reads a GT06 position answer: coordinates, speed, course and the device clock as UTC', () => {
    const reply = explainReply(
      'Current position!Lat:N54.739332,Lon:E25.273270,Course:126.53,Speed:0.0000,DateTime:2017-05-26  10:27:47',
    );
    expect(reply).toEqual({
      meaning: {
        kind: 'position',
        position: { latitude: 54.739332, longitude: 25.27327 },
        speedKmh: 0,
        course: 126.53,
      },
      deviceTime: Date.UTC(2017, 4, 26, 10, 27, 47),
    });
  });

  it('reads a JT808 0x0201 location answer as the gateway writes it (apps/gateway/src/commands/position-text.ts)', () => {
    expect(
      explainReply('Lat:N23.980200,Lon:E120.970200,Course:90,Speed:40.0,DateTime:2026-05-01 06:00:20'),
    ).toEqual({
      meaning: {
        kind: 'position',
        position: { latitude: 23.9802, longitude: 120.9702 },
        speedKmh: 40,
        course: 90,
      },
      deviceTime: Date.UTC(2026, 4, 1, 6, 0, 20),
    });
  });

  it('reads the southern and western hemispheres as negative', () => {
    const reply = explainReply('Current position!Lat:S33.868800,Lon:W70.650000,Course:0.00,Speed:12.5000');
    expect(reply.meaning).toMatchObject({
      position: { latitude: -33.8688, longitude: -70.65 },
      speedKmh: 12.5,
    });
    expect(reply.deviceTime).toBeUndefined();
  });

  it('reads a map link answer, with its two-digit-year time', () => {
    expect(
      explainReply('<Datetime:23-05-26 10:27:47> http://maps.google.com/maps?q=N22.564825,E113.242506'),
    ).toEqual({
      meaning: { kind: 'position', position: { latitude: 22.564825, longitude: 113.242506 } },
      deviceTime: Date.UTC(2023, 4, 26, 10, 27, 47),
    });
    expect(explainReply('http://maps.google.com/maps?q=23.98,120.97').meaning).toMatchObject({
      position: { latitude: 23.98, longitude: 120.97 },
    });
  });

  it('reads the fuel relay answers', () => {
    expect(explainReply('Cut off the fuel supply: Success!').meaning).toEqual({ kind: 'relayCut' });
    expect(explainReply('DYD=Success!').meaning).toEqual({ kind: 'relayCut' });
    expect(explainReply('Restore fuel supply: Success!').meaning).toEqual({ kind: 'relayRestored' });
    expect(explainReply('HFYD=Success!').meaning).toEqual({ kind: 'relayRestored' });
  });

  it('reads a plain OK and a command error', () => {
    expect(explainReply('OK').meaning).toEqual({ kind: 'success' });
    expect(explainReply('OK!').meaning).toEqual({ kind: 'success' });
    expect(explainReply('Command error!').meaning).toEqual({ kind: 'error' });
    expect(explainReply('Command error! FREQ takes seconds 5..3600').meaning).toEqual({ kind: 'error' });
  });

  it('reads the JT808 general response results the gateway keeps as reply text', () => {
    expect(explainReply('success').meaning).toEqual({ kind: 'success' });
    expect(explainReply('failure').meaning).toEqual({ kind: 'error' });
    expect(explainReply('bad_message').meaning).toEqual({ kind: 'error' });
    expect(explainReply('unsupported').meaning).toEqual({ kind: 'unsupported' });
  });

  it('reads an H02 V4 confirmation by its command code', () => {
    expect(explainReply('S20,DONE,130305').meaning).toEqual({ kind: 'confirmed', command: 'S20' });
  });

  it('reads the battery answer', () => {
    expect(explainReply('VBAT=4.10V;BAT=85%;VIN=12.30V;CHG=1').meaning).toEqual({
      kind: 'battery',
      backupVolts: 4.1,
      level: 85,
      supplyVolts: 12.3,
    });
  });

  it('reads the status answer field by field', () => {
    const text =
      'Battery:85%;GPRS:Link Up;GSM Signal Level:4;GPS:Successful positioning;Satellites:9;ACC:ON;Defense:OFF;Relay:OFF';
    expect(explainReply(text).meaning).toEqual({
      kind: 'status',
      fields: {
        batteryLevel: 85,
        gsmLevel: 4,
        gpsFixed: true,
        satellites: 9,
        accOn: true,
        armed: false,
        fuelCut: false,
      },
    });
    const searching = explainReply('Battery:20%;GSM Signal Level:1;GPS:Searching satellite;Satellites:0');
    expect(searching.meaning).toMatchObject({ fields: { gpsFixed: false, satellites: 0 } });
  });

  it('reads a parameter dump', () => {
    expect(explainReply('IMEI:864717003283581;TIMER:10,10;SOS:,,;CENTER:;SENDS:5').meaning).toEqual({
      kind: 'parameters',
    });
  });

  it('gives no meaning to a text it does not know, which is still shown as sent', () => {
    expect(explainReply('<ICCID:89886920042507384652>')).toEqual({ meaning: null });
    expect(explainReply('hello')).toEqual({ meaning: null });
  });
});

describe('deviceTimeIn', () => {
  it('refuses an impossible date rather than rolling it over', () => {
    expect(deviceTimeIn('DateTime:2026-02-31 10:00:00')).toBeUndefined();
    expect(deviceTimeIn('DateTime:2026/11/25 03:18:32')).toBe(Date.UTC(2026, 10, 25, 3, 18, 32));
  });
});

describe('replyPhrases', () => {
  const keysOf = (tree: Record<string, unknown>, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'object' && v !== null
        ? keysOf(v as Record<string, unknown>, `${prefix}${k}.`)
        : [`${prefix}${k}`],
    );
  const replyKeys = (tree: { remote: { reply: Record<string, unknown> } }) =>
    new Set(keysOf(tree.remote.reply));

  it('explains a position with its numbers formatted once, in the reader’s language', () => {
    const { meaning } = explainReply(
      'Current position!Lat:N23.980000,Lon:E120.970000,Course:126.00,Speed:35.7796,DateTime:2026-05-26  10:27:47',
    );
    expect(replyPhrases(meaning!, 'en-US')).toEqual([
      { key: 'position', params: { coordinates: '23.98000, 120.97000' } },
      { key: 'speed', params: { speed: '35.8 km/h' } },
      { key: 'course', params: { course: '126°' } },
    ]);
    expect(replyPhrases(explainReply('VBAT=4.10V;BAT=85%;VIN=12.30V;CHG=1').meaning!, 'de-DE')).toEqual([
      { key: 'battery', params: { backup: '4,1 V', level: '85%', supply: '12,3 V' } },
    ]);
  });

  it('has every phrase it can give in both languages', () => {
    const texts = [
      'Current position!Lat:N23.98,Lon:E120.97,Course:1.00,Speed:2.0000',
      'Cut off the fuel supply: Success!',
      'Restore fuel supply: Success!',
      'OK',
      'Command error!',
      'unsupported',
      'S20,DONE,130305',
      'VBAT=4.10V;BAT=85%;VIN=12.30V;CHG=1',
      'Battery:85%;GSM Signal Level:4;GPS:Successful positioning;Satellites:9;ACC:ON;Defense:ON;Relay:ON',
      'Battery:5%;GPS:Searching satellite;ACC:OFF;Defense:OFF;Relay:OFF',
      'IMEI:864717003283581;TIMER:10,10;SENDS:5',
    ];
    const used = texts.flatMap((text) =>
      replyPhrases(explainReply(text).meaning!, 'en-US').map((p) => p.key),
    );
    for (const tree of [enUS, zhTW]) {
      const known = replyKeys(tree);
      expect(used.filter((key) => !known.has(key))).toEqual([]);
    }
    // Every explanation the translations hold is reachable from a real reply.
    const explanations = [...replyKeys(enUS)].filter((key) => key !== 'deviceTime' && key !== 'showOnMap');
    expect(new Set(used)).toEqual(new Set(explanations));
  });
});
