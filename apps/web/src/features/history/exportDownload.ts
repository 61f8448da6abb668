import type { ExportFormat, Language } from '@gps/codes';
import { fromApiEnvelope, toAppError } from '../../shared/api/errorMapping';
import type { AppError } from '../../shared/api/types';

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

/**
 * The file name the server gave (RFC 6266: `filename*=UTF-8''...` first, for a Chinese vehicle
 * name, else `filename="..."`), or a fallback.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: the plain name below, else the fallback.
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  return (plain?.[1] ?? plain?.[2]?.trim()) || fallback;
}

export type ExportResult = { file: Blob; fileName: string } | { error: AppError };

/**
 * Asks for an export: a file when the server makes one, else the failure it answered in JSON (an
 * export is refused before any byte of the file is sent, with the /api envelope).
 */
export async function requestExport(
  request: ExportRequest,
  fetcher: typeof fetch = fetch,
): Promise<ExportResult> {
  const { url, body } = exportCall(request);
  try {
    const response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
    const type = response.headers.get('Content-Type') ?? '';
    if (type.includes('application/json')) {
      return { error: fromApiEnvelope(await response.json(), response.status) };
    }
    if (!response.ok) return { error: fromApiEnvelope({}, response.status) };
    const fallback = `${request.deviceSerialNumber}-${request.kind}.${request.format}`;
    return {
      file: await response.blob(),
      fileName: fileNameOf(response.headers.get('Content-Disposition'), fallback),
    };
  } catch (error) {
    return { error: toAppError(error) };
  }
}

/** Hands a file to the browser's downloads, as a link to it clicked. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url));
}
