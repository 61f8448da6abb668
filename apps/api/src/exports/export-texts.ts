import {
  LocateType,
  type Language,
  type LocateTypeCode,
  type StatisticGroup,
  type StatisticGrouping,
} from '@gps/codes';

/** The words of a statistics export: its group, the bucket column, the totals line, the figures. */
export interface StatisticsTexts {
  /** Each group's name: the file's and the sheet's. */
  groups: Readonly<Record<StatisticGroup, string>>;
  /** The first column's header, by how the rows are grouped. */
  buckets: Readonly<Record<StatisticGrouping, string>>;
  /** The first cell of the totals line. */
  total: string;
  /** Names the platform-wide scope in the file name. */
  platform: string;
  figures: {
    mileageKm: string;
    warnings: string;
    overspeeds: string;
    overspeedSeconds: string;
    peakKmh: string;
    offlines: string;
    offlineSeconds: string;
  };
}

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
  statistics: StatisticsTexts;
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
  statistics: {
    groups: {
      all: '綜合統計',
      mileage: '里程統計',
      warning: '警報統計',
      overspeed: '超速統計',
      offline: '離線統計',
    },
    buckets: { day: '日期', month: '月份', hour: '時段' },
    total: '合計',
    platform: '全平台',
    figures: {
      mileageKm: '里程 (km)',
      warnings: '警報次數',
      overspeeds: '超速次數',
      overspeedSeconds: '超速時間',
      peakKmh: '最高速度 (km/h)',
      offlines: '離線次數',
      offlineSeconds: '離線時間',
    },
  },
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
  statistics: {
    groups: {
      all: 'Summary',
      mileage: 'Mileage',
      warning: 'Warnings',
      overspeed: 'Overspeed',
      offline: 'Offline',
    },
    buckets: { day: 'Day', month: 'Month', hour: 'Hour' },
    total: 'Total',
    platform: 'Platform',
    figures: {
      mileageKm: 'Mileage (km)',
      warnings: 'Warnings',
      overspeeds: 'Overspeeds',
      overspeedSeconds: 'Overspeed time',
      peakKmh: 'Peak speed (km/h)',
      offlines: 'Offline episodes',
      offlineSeconds: 'Offline time',
    },
  },
};

export const EXPORT_TEXTS: Readonly<Record<Language, ExportTexts>> = { 'zh-TW': ZH_TW, 'en-US': EN_US };
