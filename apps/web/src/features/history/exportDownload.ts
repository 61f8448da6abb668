import type { ExportFormat, Language } from '@gps/codes';
import { postForFile, type FileResult } from '../../shared/api/fileCall';

export type ExportKind = 'track' | 'parking';

const EXPORT_CALLS: Record<ExportKind, string> = {
  track: 'exportCarTrackerLogs',
  parking: 'exportParkingRecords',
};

export interface ExportRequest {
  kind: ExportKind;
  userToken: string;
  deviceSerialNumber: string;
  startTime: number;
  endTime: number;
  format: ExportFormat;
  overtimeSeconds?: number;
  language: Language;
}

/** The endpoint and the JSON text it takes (as every /api call: the session token in the body). */
export function exportCall({ kind, ...body }: ExportRequest): { url: string; body: string } {
  const { overtimeSeconds, ...rest } = body;
  const payload = kind === 'parking' && overtimeSeconds !== undefined ? { ...rest, overtimeSeconds } : rest;
  return { url: `/api/${EXPORT_CALLS[kind]}`, body: JSON.stringify(payload) };
}

/** Asks for a track or parking export: the file, or the failure the server answered. */
export function requestExport(request: ExportRequest, fetcher: typeof fetch = fetch): Promise<FileResult> {
  const { body } = exportCall(request);
  const fallback = `${request.deviceSerialNumber}-${request.kind}.${request.format}`;
  return postForFile(EXPORT_CALLS[request.kind], body, fallback, fetcher);
}
