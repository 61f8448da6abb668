import { LocateType, type Language, type LocateTypeCode } from '@gps/codes';

/** The words of an export file in one language: column headers, names in GPX and KML, file names. */
export interface ExportTexts {
  /** A track export's name (file name, the GPX track, the KML placemark). */
  track: string;
  /** A parking export's name, and the folder of stops. */
  parking: string;
  /** A stop's name in GPX and KML, numbered from 1. */
  stop(n: number): string;
  /** Shown where a stop has no end yet. */
  stillParked: string;
  columns: {
    index: string;
    time: string;
    latitude: string;
    longitude: string;
    speed: string;
    course: string;
    altitude: string;
    satellites: string;
    locateType: string;
    acc: string;
    address: string;
    start: string;
    end: string;
    duration: string;
  };
  locateTypes: Readonly<Record<LocateTypeCode, string>>;
  acc: { on: string; off: string };
}

const ZH_TW: ExportTexts = {
  track: '軌跡',
  parking: '停車紀錄',
  stop: (n) => `停車 ${n}`,
  stillParked: '停車中',
  columns: {
    index: '序號',
    time: '時間',
    latitude: '緯度',
    longitude: '經度',
    speed: '速度 (km/h)',
    course: '方向 (°)',
    altitude: '海拔 (m)',
    satellites: '衛星數',
    locateType: '定位方式',
    acc: 'ACC',
    address: '地址',
    start: '開始時間',
    end: '結束時間',
    duration: '停留時間',
  },
  locateTypes: { [LocateType.gps]: '衛星', [LocateType.lbs]: '基地台' },
  acc: { on: '開', off: '關' },
};

const EN_US: ExportTexts = {
  track: 'Track',
  parking: 'Parking',
  stop: (n) => `Parking ${n}`,
  stillParked: 'still parked',
  columns: {
    index: 'No.',
    time: 'Time',
    latitude: 'Latitude',
    longitude: 'Longitude',
    speed: 'Speed (km/h)',
    course: 'Course (°)',
    altitude: 'Altitude (m)',
    satellites: 'Satellites',
    locateType: 'Positioning',
    acc: 'ACC',
    address: 'Address',
    start: 'Start',
    end: 'End',
    duration: 'Duration',
  },
  locateTypes: { [LocateType.gps]: 'Satellite (GPS)', [LocateType.lbs]: 'Base station (LBS)' },
  acc: { on: 'On', off: 'Off' },
};

export const EXPORT_TEXTS: Readonly<Record<Language, ExportTexts>> = { 'zh-TW': ZH_TW, 'en-US': EN_US };
