import { describe, expect, it } from '@jest/globals';
import {
  HISTORY_PERIOD_MAX_MICROS,
  PARKING_OVERTIME_MAX_SECONDS,
} from '../../../libs/contracts/src/calls/history';
import {
  comparePath,
  compareSideOf,
  pointsAtOffset,
  sharedTimeline,
} from '../src/features/history/compareTimeline';
import { exportCall } from '../src/features/history/exportDownload';
import { fileNameOf } from '../src/shared/api/fileCall';
import { HISTORY_MAX_MICROS, MAX_OVERTIME_SECONDS } from '../src/features/history/historyLimits';
import { accKey, durationParts, locateTypeKey } from '../src/features/history/pointLabels';
import {
  streetPointOf,
  streetViewEmbedUrl,
  streetViewPageUrl,
  streetViewPath,
} from '../src/features/history/streetView';

const S = 1_000_000;

describe("the history page keeps to the server's limits", () => {
  it('asks for no longer period and no longer overtime than the calls accept', () => {
    // The page repeats them (it does not import zod's schemas): they must not drift apart.
    expect(HISTORY_MAX_MICROS).toBe(HISTORY_PERIOD_MAX_MICROS);
    expect(MAX_OVERTIME_SECONDS).toBe(PARKING_OVERTIME_MAX_SECONDS);
  });
});

describe('the compare timeline', () => {
  // Monday from 08:00 and Tuesday from 08:00: A's fixes 0, 10, 20 s in, B's 5 and 30 s in.
  const monday = 1_000_000 * S;
  const tuesday = monday + 86_400 * S;
  const a = { startTime: monday, times: [monday, monday + 10 * S, monday + 20 * S] };
  const b = { startTime: tuesday, times: [tuesday + 5 * S, tuesday + 30 * S] };

  it('aligns both tracks by the time since their own period began', () => {
    expect(sharedTimeline([a, b])).toEqual([0, 5, 10, 20, 30].map((s) => s * S));
    expect(pointsAtOffset([a, b], 0)).toEqual([0, -1]);
    expect(pointsAtOffset([a, b], 12 * S)).toEqual([1, 0]);
    expect(pointsAtOffset([a, b], 30 * S)).toEqual([2, 1]);
    expect(pointsAtOffset([a, { startTime: tuesday, times: [] }], 12 * S)).toEqual([1, -1]);
  });

  it('round-trips its sides through the address', () => {
    const side = { deviceSerialNumber: '860000000000017', startTime: monday, endTime: tuesday };
    const path = comparePath(side, { ...side, deviceSerialNumber: '860000000000025' });
    const params = new URL(path, 'http://x').searchParams;
    expect(compareSideOf(params, 'a')).toEqual(side);
    expect(compareSideOf(params, 'b')?.deviceSerialNumber).toBe('860000000000025');
    expect(compareSideOf(new URL(comparePath(side), 'http://x').searchParams, 'b')).toBeNull();
    expect(compareSideOf(new URLSearchParams('a=1&aStart=5&aEnd=4'), 'a')).toBeNull();
  });
});

describe('street view', () => {
  it("opens Google's documented panorama URL, or its embed with a key", () => {
    const point = { latitude: 25.033, longitude: 121.5654 };
    expect(streetViewPageUrl(point)).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=25.033,121.5654',
    );
    expect(streetViewEmbedUrl(point, 'k&y')).toBe(
      'https://www.google.com/maps/embed/v1/streetview?key=k%26y&location=25.033,121.5654',
    );
  });

  it('reads its point from the address, refusing what is not a point', () => {
    const path = streetViewPath({ latitude: 25.033, longitude: 121.5654 });
    expect(streetPointOf(new URL(path, 'http://x').searchParams)).toEqual({
      latitude: 25.033,
      longitude: 121.5654,
    });
    expect(streetPointOf(new URLSearchParams('lat=91&lng=0'))).toBeNull();
    expect(streetPointOf(new URLSearchParams('lat=abc&lng=0'))).toBeNull();
    expect(streetPointOf(new URLSearchParams('lng=0'))).toBeNull();
  });
});

describe('exports', () => {
  const request = {
    userToken: 'token',
    deviceSerialNumber: '860000000000017',
    startTime: 1,
    endTime: 2,
    format: 'gpx' as const,
    language: 'zh-TW' as const,
    overtimeSeconds: 600,
  };

  it('posts the JSON body each endpoint takes, the overtime for parking only', () => {
    const track = exportCall({ ...request, kind: 'track' });
    expect(track.url).toBe('/api/exportCarTrackerLogs');
    expect(JSON.parse(track.body)).toEqual({
      userToken: 'token',
      deviceSerialNumber: '860000000000017',
      startTime: 1,
      endTime: 2,
      format: 'gpx',
      language: 'zh-TW',
    });
    const parking = exportCall({ ...request, kind: 'parking' });
    expect(parking.url).toBe('/api/exportParkingRecords');
    expect(JSON.parse(parking.body).overtimeSeconds).toBe(600);
  });

  it('names the file as the server did, the UTF-8 name first (RFC 6266)', () => {
    expect(
      fileNameOf(`attachment; filename="track.gpx"; filename*=UTF-8''%E5%8C%97-001.gpx`, 'fallback'),
    ).toBe('北-001.gpx');
    expect(fileNameOf('attachment; filename="track.gpx"', 'fallback')).toBe('track.gpx');
    expect(fileNameOf('attachment', 'fallback')).toBe('fallback');
    expect(fileNameOf(null, 'fallback')).toBe('fallback');
  });
});

describe("a point's codes and a stop's duration", () => {
  it('reads locate types and the ignition', () => {
    expect(locateTypeKey(1)).toBe('history.locateTypes.gps');
    expect(locateTypeKey(2)).toBe('history.locateTypes.lbs');
    expect(locateTypeKey(9)).toBe('history.locateTypes.unknown');
    expect(accKey(true)).toBe('history.accOn');
    expect(accKey(false)).toBe('history.accOff');
    expect(accKey(null)).toBeNull();
  });

  it('shows hours and minutes, rounded down', () => {
    expect(durationParts(7500)).toEqual({ key: 'history.duration.hm', hours: 2, minutes: 5 });
    expect(durationParts(1799)).toEqual({ key: 'history.duration.m', hours: 0, minutes: 29 });
  });
});
